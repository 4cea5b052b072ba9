// The privacy notice as a tagged PDF (pdfkit): PDF/UA, the document's language and title, every heading,
// paragraph and list tagged, text in an embedded DejaVu Sans subset, so any character the font has is
// written (Unicode, not the standard fonts' WinAnsi). The creation date is fixed, so the same text always
// gives the same bytes (the unit test relies on that).
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { NoticeBlock, NoticeDocument } from '@/lib/legal/privacy-notice';

const fonts = path.join(import.meta.dirname, 'fonts');
const REGULAR = path.join(fonts, 'DejaVuSans.ttf');
const BOLD = path.join(fonts, 'DejaVuSans-Bold.ttf');
// The date of the notice's text; a real clock would change the bytes on every run.
const CREATED = new Date('2026-11-22T00:00:00Z');
const MARGIN = 48;

const STYLE = {
  title: { font: BOLD, size: 16, gap: 10, tag: 'H1' },
  heading: { font: BOLD, size: 12, gap: 4, tag: 'H2' },
  paragraph: { font: REGULAR, size: 10, gap: 6, tag: 'P' },
} as const;
const LINE_GAP = 2;

type FontInside = { _font?: { font?: { hasGlyphForCodePoint?(codePoint: number): boolean } } };

/** Refuses text the font has no glyph for, rather than printing empty boxes. */
function checkGlyphs(doc: PDFKit.PDFDocument, text: string): void {
  const font = (doc as unknown as FontInside)._font?.font;
  if (!font?.hasGlyphForCodePoint) throw new Error('pdfkit no longer exposes the font to check glyphs with');
  for (const char of text) {
    if (/\s/.test(char)) continue;
    if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) {
      throw new Error(`The notice's font has no glyph for ${JSON.stringify(char)}`);
    }
  }
}

/** Blocks in order, with consecutive bullets gathered into one list. */
function groups(blocks: NoticeBlock[]): (NoticeBlock | string[])[] {
  const out: (NoticeBlock | string[])[] = [];
  for (const block of blocks) {
    const last = out.at(-1);
    if (block.kind !== 'bullet') out.push(block);
    else if (Array.isArray(last)) last.push(block.text);
    else out.push([block.text]);
  }
  return out;
}

/** The document as PDF bytes; `compress: false` leaves the content streams readable (tests). */
export async function noticePdf(
  notice: NoticeDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    // pdfkit writes PDF/UA (its identification and checks); @types/pdfkit lists only the PDF/A subsets.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: notice.lang,
    displayTitle: true,
    compress: options.compress ?? true,
    info: { Title: notice.title, CreationDate: CREATED, Producer: 'pdfkit (scripts/privacy)' },
  });
  doc.lineGap(LINE_GAP);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;
  for (const group of groups(notice.blocks)) {
    if (Array.isArray(group)) {
      doc.font(REGULAR).fontSize(STYLE.paragraph.size);
      group.forEach((text) => checkGlyphs(doc, text));
      const list = doc.struct('L');
      root.add(list);
      doc.list(group, { width, structParent: list, bulletRadius: 2, textIndent: 12, paragraphGap: 3 });
      list.end();
      doc.moveDown(0.4);
      continue;
    }
    const style = STYLE[group.kind === 'bullet' ? 'paragraph' : group.kind];
    if (group.kind === 'heading') doc.moveDown(0.6);
    doc.font(style.font).fontSize(style.size);
    checkGlyphs(doc, group.text);
    doc.text(group.text, { width, structParent: root, structType: style.tag, paragraphGap: style.gap });
  }
  root.end();
  doc.end();
  return await done;
}
