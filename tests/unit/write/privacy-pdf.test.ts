import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { noticeLocales } from '@/lib/legal/privacy-notice';
import { privacyPdf, privacyPdfPath } from '@/scripts/privacy/build';
import { writePdf } from '@/scripts/privacy/pdf-writer';

/** Checks the structure a PDF reader relies on: header, objects at the xref offsets, trailer, EOF. */
function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  expect(text).toMatch(/\/Root 1 0 R/);
}

describe('privacy notice PDFs', () => {
  it.each(noticeLocales)('the committed %s notice is current and a valid PDF', (locale) => {
    const committed = readFileSync(privacyPdfPath(locale));
    expect(committed.equals(privacyPdf(locale))).toBe(true);
    expectValidPdf(committed);
  });

  it('writes the text in WinAnsi bytes with accents and escaped parentheses', () => {
    const pdf = writePdf({
      title: 'Título',
      lang: 'es',
      blocks: [{ kind: 'paragraph', text: 'Protección (datos) … café' }],
    });
    expectValidPdf(pdf);
    expect(pdf.includes(Buffer.from('(Protecci\xf3n \\(datos\\) \x85 caf\xe9) Tj', 'latin1'))).toBe(true);
  });

  it('flows long text onto further pages', () => {
    const long = Array.from({ length: 80 }, () => ({
      kind: 'paragraph' as const,
      text: 'palabra '.repeat(40),
    }));
    const text = writePdf({ title: 'x', lang: 'es', blocks: long }).toString('latin1');
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBeGreaterThan(1);
  });

  it('refuses characters the standard fonts cannot show instead of writing garbage', () => {
    expect(() =>
      writePdf({ title: 'x', lang: 'es', blocks: [{ kind: 'paragraph', text: 'emoji 😀' }] }),
    ).toThrow(/WinAnsi/);
  });
});
