import 'server-only';
import { agency } from '@/lib/agency';
import { env } from '@/lib/env';
import { absoluteUrl } from './alternates';
import { breadcrumbLd, type Crumb } from './json-ld';

/** The site's home URL (x-default) and the publisher object used in structured data. */
export function siteHome(): string {
  return absoluteUrl(env.SITE_URL, '/');
}

export function publisher() {
  return { name: agency.name, url: siteHome() };
}

/** A BreadcrumbList that starts at the localized home. */
export function breadcrumbs(homeName: string, homeUrl: string, rest: readonly Crumb[]) {
  return breadcrumbLd([{ name: homeName, url: homeUrl }, ...rest]);
}
