import { defineRouting } from 'next-intl/routing';

export const locales = ['es', 'en', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

/**
 * The site's routes (DESIGN.md §4). Keys are the internal pathnames (the route folders under
 * `app/[locale]`); values are what a visitor sees in each locale. es and pt share the Portuguese names.
 */
export const pathnames = {
  '/': '/',
  '/reachout': { es: '/alcanzar', en: '/reachout', pt: '/alcanzar' },
  '/contact': { es: '/contato', en: '/contact', pt: '/contato' },
  '/about': { es: '/sobre', en: '/about', pt: '/sobre' },
  '/be-a-model': { es: '/seja-um-modelo', en: '/be-a-model', pt: '/seja-um-modelo' },
  '/favorites': { es: '/favoritos', en: '/favorites', pt: '/favoritos' },
  '/news': '/news',
  '/news/[slug]': '/news/[slug]',
  '/[category]': '/[category]',
  '/[category]/[id]/[name]': '/[category]/[id]/[name]',
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The locale comes from the URL only, so every URL is stable for search engines (DESIGN.md §4).
  localeDetection: false,
  localeCookie: false,
  pathnames,
});

export type AppPathname = keyof typeof pathnames;
