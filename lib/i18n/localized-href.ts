import { getPathname } from './navigation';
import { defaultLocale, pathnames, type AppPathname, type Locale } from './routing';

type Params = Record<string, string | string[] | undefined> | null;

export function isAppPathname(pathname: string): pathname is AppPathname {
  return Object.hasOwn(pathnames, pathname);
}

/**
 * The URL of the page being shown in another locale. `pathname` is next-intl's internal pathname (a
 * template such as `/news/[slug]` for a known route, the visible path otherwise) and `params` the route
 * params; names are localized (`/nosotros` → `/en/about`) and dynamic params kept (`/news/x` →
 * `/pt/news/x`).
 */
export function localizedHref({
  pathname,
  params,
  locale,
  visiblePath,
}: {
  pathname: string;
  params: Params;
  locale: Locale;
  /** The address bar's path without its locale prefix, for a page that is no route of the site. */
  visiblePath?: string;
}): string {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (key !== 'locale' && typeof value === 'string') values[key] = value;
  }
  // A template whose params the page does not have (the 404 page under an address that only looks like a
  // route, `/en/nothing` against `/[category]`) is no page of the site: its address is kept as it is.
  const needed = [...pathname.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]!);
  if (isAppPathname(pathname) && needed.every((name) => name in values)) {
    // The template decides which params it needs; the cast bridges the union of per-route param shapes.
    return getPathname({
      locale,
      href: { pathname, params: values } as Parameters<typeof getPathname>[0]['href'],
    });
  }
  // A path that is no route of the site (a 404 page): keep it, with the other locale's prefix.
  const shown = visiblePath ?? pathname;
  const path = shown.startsWith('/') ? shown : `/${shown}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
