import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notices, noticeLocales } from '@/lib/legal/privacy-notice';
import { privacyPdf, privacyPdfPath } from '@/scripts/privacy/build';
import { noticePdf } from '@/scripts/privacy/notice-pdf';
import { pdfText } from '@/tests/support/pdf-text';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;

describe('privacy notice PDFs', () => {
  it.each(noticeLocales)('the committed %s notice is current', async (locale) => {
    const committed = readFileSync(privacyPdfPath(locale));
    expect(committed.equals(await privacyPdf(locale))).toBe(true);
  });

  it.each(noticeLocales)('the %s notice is a tagged PDF/UA document in its language', async (locale) => {
    const notice = notices[locale];
    const pdf = (await privacyPdf(locale, { compress: false })).toString('latin1');
    expect(pdf.startsWith('%PDF-1.7')).toBe(true);
    expect(pdf).toContain(`/Lang (${notice.lang})`);
    expect(pdf).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(pdf).toMatch(/\/Marked true/);
    expect(pdf).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(pdf).toContain('/DisplayDocTitle true');
    expect(pdf).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    // One structure element per block: H1 for the title, H2 per heading, P per paragraph, LI per bullet.
    const kinds = (kind: string) => notice.blocks.filter((b) => b.kind === kind).length;
    expect(count(pdf, /\/S \/H1\n/g)).toBe(kinds('title'));
    expect(count(pdf, /\/S \/H2\n/g)).toBe(kinds('heading'));
    expect(count(pdf, /\/S \/P\n/g)).toBe(kinds('paragraph'));
    expect(count(pdf, /\/S \/LI\n/g)).toBe(kinds('bullet'));
    expect(count(pdf, /\/S \/L\n/g)).toBeGreaterThan(0);
  });

  it.each(noticeLocales)('the %s notice shows its whole text, accents included', async (locale) => {
    const text = oneLine(pdfText(await privacyPdf(locale, { compress: false })));
    for (const block of notices[locale].blocks) expect(text).toContain(oneLine(block.text));
  });

  it('keeps the accents and punctuation of each language', async () => {
    const text = async (locale: 'es' | 'pt') => pdfText(await privacyPdf(locale, { compress: false }));
    expect(await text('es')).toMatch(/Protección de Datos/);
    expect(await text('es')).toMatch(/“/);
    expect(await text('pt')).toMatch(/Proteção de Dados/);
  });

  it('writes characters outside WinAnsi that the font has', async () => {
    const line = 'Łódź, Ελληνικά, Москва, İstanbul — 20 €';
    const pdf = await noticePdf(
      { title: 'x', lang: 'es', blocks: [{ kind: 'paragraph', text: line }] },
      { compress: false },
    );
    expect(pdfText(pdf)).toBe(line);
  });

  it('flows long text onto further pages', async () => {
    const long = Array.from({ length: 80 }, (_, i) => ({
      kind: 'paragraph' as const,
      text: `${i} ${'palabra '.repeat(40)}`,
    }));
    const pdf = await noticePdf({ title: 'x', lang: 'es', blocks: long }, { compress: false });
    expect(count(pdf.toString('latin1'), /\/Type \/Page\n/g)).toBeGreaterThan(1);
    expect(oneLine(pdfText(pdf))).toContain(oneLine(long.at(-1)!.text));
  });

  it('refuses characters the font cannot show instead of writing empty boxes', async () => {
    await expect(
      noticePdf({ title: 'x', lang: 'es', blocks: [{ kind: 'paragraph', text: 'kanji 漢' }] }),
    ).rejects.toThrow(/no glyph for "漢"/);
  });
});
