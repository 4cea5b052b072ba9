import { getPathname } from './navigation';
import { defaultLocale, pathnames, type AppPathname, type Locale } from './routing';

type Params = Record<string, string | string[] | undefined> | null;

export function isAppPathname(pathname: string): pathname is AppPathname {
  return Object.hasOwn(pathnames, pathname);
}

/**
 * The URL of the page being shown in another locale. `pathname` is next-intl's internal pathname (a
 * template such as `/news/[slug]` for a known route, the visible path otherwise) and `params` the route
 * params; names are localized (`/sobre` → `/en/about`) and dynamic params kept (`/news/x` → `/pt/news/x`).
 */
export function localizedHref({ pathname, params, locale }: { pathname: string; params: Params; locale: Locale }): string {
  if (isAppPathname(pathname)) {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(params ?? {})) {
      if (key !== 'locale' && typeof value === 'string') values[key] = value;
    }
    // The template decides which params it needs; the cast bridges the union of per-route param shapes.
    return getPathname({ locale, href: { pathname, params: values } as Parameters<typeof getPathname>[0]['href'] });
  }
  // A path that is no route of the site (a 404 page): keep it, with the other locale's prefix.
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
