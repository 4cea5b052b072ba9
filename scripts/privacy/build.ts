// Writes the privacy notice PDFs served next to the application form's consent checkbox:
//   npx tsx scripts/privacy/build.ts
// The output is committed; tests/unit/write/privacy-pdf.test.ts fails when it is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { notices, noticeLocales, type NoticeLocale } from '@/lib/legal/privacy-notice';
import { writePdf } from './pdf-writer';

/** The bytes of one language's notice. */
export function privacyPdf(locale: NoticeLocale): Buffer {
  return writePdf(notices[locale]);
}

/** Where a language's notice lives in the repository. */
export function privacyPdfPath(locale: NoticeLocale, root = process.cwd()): string {
  return path.join(root, 'public', privacyNoticeHref(locale));
}

function main() {
  for (const locale of noticeLocales) {
    const file = privacyPdfPath(locale);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, privacyPdf(locale));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) main();
