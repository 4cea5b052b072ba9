// Writes the privacy notice PDFs served next to the application form's consent checkbox:
//   npm run privacy
// The output is committed; tests/unit/write/privacy-pdf.test.ts fails when it is out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { notices, noticeLocales, type NoticeLocale } from '@/lib/legal/privacy-notice';
import { noticePdf } from './notice-pdf';

/** The bytes of one language's notice. */
export function privacyPdf(locale: NoticeLocale, options: { compress?: boolean } = {}): Promise<Buffer> {
  return noticePdf(notices[locale], options);
}

/** Where a language's notice lives in the repository. */
export function privacyPdfPath(locale: NoticeLocale, root = process.cwd()): string {
  return path.join(root, 'public', privacyNoticeHref(locale));
}

async function main() {
  for (const locale of noticeLocales) {
    const file = privacyPdfPath(locale);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await privacyPdf(locale));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? ''))
  await main();
