import type { Locale } from '@/lib/locales';

/** Where the privacy notice PDF of a language is served (written by `scripts/privacy/build.ts`). */
export function privacyNoticeHref(locale: Locale): string {
  return `/privacy/privacy-notice-${locale}.pdf`;
}
