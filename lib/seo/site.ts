import 'server-only';
import { agency } from '@/lib/agency';
import { env } from '@/lib/env';
import { absoluteUrl } from './alternates';
import { publicImageUrl } from './public-image';
import { breadcrumbLd, organizationLd, type Crumb, type PublisherInput } from './json-ld';
import { locales } from '@/lib/locales';

/** The site's home URL (x-default) and the publisher object used in structured data. */
export function siteHome(): string {
  return absoluteUrl(env.SITE_URL, '/');
}

/** A back-end image as structured data and crawlers must name it: on the site's own origin (docs/seo.md). */
export function siteImage(src: string): string {
  return publicImageUrl(env.SITE_URL, src);
}

export function publisher(): PublisherInput {
  return { name: agency.name, url: siteHome(), logo: absoluteUrl(env.SITE_URL, '/icons/icon-512.png') };
}

/** The agency as an Organization: the home page's JSON-LD. `sameAs` are its social profiles. */
export function organization(description: string, sameAs: readonly string[]) {
  return organizationLd({
    ...publisher(),
    legalName: agency.legalName,
    description,
    email: agency.email,
    telephone: `+${agency.whatsapp}`,
    sameAs,
    address: agency.address,
    languages: [...locales],
  });
}

/** A BreadcrumbList that starts at the localized home. */
export function breadcrumbs(homeName: string, homeUrl: string, rest: readonly Crumb[]) {
  return breadcrumbLd([{ name: homeName, url: homeUrl }, ...rest]);
}
