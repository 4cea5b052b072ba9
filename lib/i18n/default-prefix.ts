import { defaultLocale, localizedNames } from './pathnames';

const prefix = `/${defaultLocale}`;

/**
 * `/es/...` without its prefix, with a page name from any locale replaced by the default locale's
 * (`/es/about` → `/nosotros`), so the redirect lands on the canonical URL in one hop.
 */
export function canonicalWithoutDefaultPrefix(pathname: string): string {
  // Leading slashes and backslashes collapse to one, so `/es//evil.example` cannot become a
  // protocol-relative (off-site) Location.
  const rest = (pathname === prefix ? '/' : pathname.slice(prefix.length)).replace(/^[/\\]+/, '/');
  for (const [internal, names] of localizedNames()) {
    if (rest === internal || Object.values(names).includes(rest)) return names[defaultLocale];
  }
  return rest || '/';
}
