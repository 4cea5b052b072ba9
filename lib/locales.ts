// The site's languages: Spanish (the default, without a URL prefix), English and Portuguese. Every list of
// them (routing, the search engines' alternates, the privacy notice, the posts' languages, the backend's
// language parameters) is this one.
export const locales = ['es', 'en', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';
