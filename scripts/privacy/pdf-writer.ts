// A minimal PDF writer for text documents: A4 pages, Helvetica and Helvetica-Bold (standard fonts, nothing
// embedded) in WinAnsiEncoding, paragraphs wrapped by the fonts' real widths. No dates or random ids are
// written, so the same text always gives the same bytes (the unit test relies on that).

import type { NoticeBlock, NoticeDocument } from '@/lib/legal/privacy-notice';

export type Block = NoticeBlock;
export type PdfDocument = NoticeDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const STYLE = {
  title: { font: 'F2', size: 16, leading: 22, before: 0, after: 10 },
  heading: { font: 'F2', size: 12, leading: 16, before: 10, after: 4 },
  paragraph: { font: 'F1', size: 10.5, leading: 14.5, before: 0, after: 6 },
  bullet: { font: 'F1', size: 10.5, leading: 14.5, before: 0, after: 3 },
} as const;

// Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard font metrics.
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// WinAnsi bytes of the few characters outside Latin-1 that the notices use.
const WIN_ANSI: Record<string, number> = {
  '…': 0x85,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function charWidth(char: string, bold: boolean): number {
  const base = char.normalize('NFD')[0] ?? char;
  const code = base.charCodeAt(0);
  const width = code >= 32 && code <= 126 ? (WIDTHS[code - 32] ?? 556) : 556;
  return bold ? width * 1.06 : width;
}

function textWidth(text: string, size: number, bold: boolean): number {
  let total = 0;
  for (const char of text) total += charWidth(char, bold);
  return (total * size) / 1000;
}

function wrap(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string in WinAnsi bytes, with the three special characters escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`Character not in WinAnsiEncoding: ${char}`);
    const byte = String.fromCharCode(code);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

/** UTF-16BE hex string, for document information that may hold any character. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1)
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function layout(blocks: Block[]): string[] {
  const pages: string[][] = [[]];
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const indent = block.kind === 'bullet' ? 14 : 0;
    const lines = wrap(block.text, width - indent, style.size, style.font === 'F2');
    y -= style.before;
    lines.forEach((line, index) => {
      if (y - style.leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      const ops = pages[pages.length - 1]!;
      const x = PAGE.margin + indent;
      if (block.kind === 'bullet' && index === 0)
        ops.push(`BT /F1 ${style.size} Tf ${PAGE.margin + 3} ${y.toFixed(2)} Td ${pdfString('•')} Tj ET`);
      ops.push(`BT /${style.font} ${style.size} Tf ${x} ${y.toFixed(2)} Td ${pdfString(line)} Tj ET`);
    });
    y -= style.after;
  }
  return pages.map((ops) => ops.join('\n'));
}

/** Writes the document as PDF 1.4 bytes. */
export function writePdf(document: PdfDocument): Buffer {
  const contents = layout(document.blocks);
  const objects: string[] = [];
  const pageIds = contents.map((_, i) => 6 + i * 2);
  objects[1] = `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfTextString(document.lang)} /ViewerPreferences << /DisplayDocTitle true >> >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfTextString(document.title)} /Producer (scripts/privacy) >>`;
  contents.forEach((content, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
