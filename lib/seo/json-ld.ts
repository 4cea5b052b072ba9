/** Schema.org builders for the JSON-LD of DESIGN.md §9. Plain objects, rendered by components/seo/json-ld. */

type Thing = Record<string, unknown>;

export interface OrganizationInput {
  name: string;
  url: string;
  logo?: string;
  email?: string;
  telephone?: string;
  sameAs?: readonly string[];
  address?: { locality: string; region?: string; country: string };
}

export function organizationLd(org: OrganizationInput): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${org.url}#organization`,
    name: org.name,
    url: org.url,
    ...(org.logo ? { logo: org.logo } : {}),
    ...(org.email ? { email: org.email } : {}),
    ...(org.telephone ? { telephone: org.telephone } : {}),
    ...(org.sameAs?.length ? { sameAs: [...org.sameAs] } : {}),
    ...(org.address
      ? {
          address: {
            '@type': 'PostalAddress',
            addressLocality: org.address.locality,
            ...(org.address.region ? { addressRegion: org.address.region } : {}),
            addressCountry: org.address.country,
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface PersonInput {
  name: string;
  url: string;
  image?: string | null;
  description?: string | null;
  jobTitle?: string;
  heightCm?: number | null;
  sameAs?: readonly (string | null | undefined)[];
  worksFor: { name: string; url: string };
}

export function personLd(person: PersonInput): Thing {
  const sameAs = (person.sameAs ?? []).filter((s): s is string => !!s);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    url: person.url,
    ...(person.image ? { image: person.image } : {}),
    ...(person.description ? { description: person.description } : {}),
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
    ...(person.heightCm
      ? { height: { '@type': 'QuantitativeValue', value: person.heightCm, unitCode: 'CMT' } }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    worksFor: { '@type': 'Organization', name: person.worksFor.name, url: person.worksFor.url },
  };
}

export interface ArticleInput {
  headline: string;
  description?: string | null;
  url: string;
  images: readonly string[];
  datePublished: string;
  inLanguage: string;
  publisher: { name: string; url: string; logo?: string };
}

export function newsArticleLd(article: ArticleInput): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    ...(article.images.length ? { image: [...article.images] } : {}),
    datePublished: article.datePublished,
    inLanguage: article.inLanguage,
    author: { '@type': 'Organization', name: article.publisher.name, url: article.publisher.url },
    publisher: {
      '@type': 'Organization',
      name: article.publisher.name,
      url: article.publisher.url,
      ...(article.publisher.logo ? { logo: { '@type': 'ImageObject', url: article.publisher.logo } } : {}),
    },
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: '<' is escaped so text from the back end can
 * never close the script element.
 */
export function serializeLd(data: Thing | readonly Thing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
