/** Where the privacy notice PDF of a language is served (written by `scripts/privacy/build.ts`). */
export function privacyNoticeHref(locale: 'es' | 'en' | 'pt'): string {
  return `/privacy/privacy-notice-${locale}.pdf`;
}
