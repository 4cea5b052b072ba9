import type {
  AboutPage,
  BreadcrumbList,
  ContactPage,
  NewsArticle,
  Organization,
  Person,
  PostalAddress,
  Thing,
  WithContext,
} from 'schema-dts';

// Schema.org builders for the pages' JSON-LD (docs/seo.md), typed with schema-dts so that a property schema.org
// does not have fails the typecheck. Rendered by components/seo/json-ld.

export type Ld = WithContext<Thing>;

export interface OrganizationInput {
  name: string;
  legalName?: string;
  url: string;
  logo: string;
  description: string;
  email?: string;
  telephone?: string;
  sameAs?: readonly string[];
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  /** Languages the agency answers in, as BCP 47 codes. */
  languages: readonly string[];
}

/** The agency's `@id`, so pages refer to one Organization instead of repeating it. */
export const organizationId = (siteUrl: string) => `${siteUrl}#organization`;

function postalAddress(address: OrganizationInput['address']): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

export function organizationLd(org: OrganizationInput): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(org.url),
    name: org.name,
    ...(org.legalName ? { legalName: org.legalName } : {}),
    url: org.url,
    logo: { '@type': 'ImageObject', url: org.logo, width: '512', height: '512' },
    description: org.description,
    ...(org.email ? { email: org.email } : {}),
    ...(org.telephone ? { telephone: org.telephone } : {}),
    ...(org.sameAs?.length ? { sameAs: [...org.sameAs] } : {}),
    address: postalAddress(org.address),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(org.email ? { email: org.email } : {}),
      ...(org.telephone ? { telephone: org.telephone } : {}),
      areaServed: org.address.country,
      availableLanguage: [...org.languages],
    },
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
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

/** The site's publisher as other things refer to it: name, URL and logo. */
export interface PublisherInput {
  name: string;
  url: string;
  logo: string;
}

function publisherRef(publisher: PublisherInput): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(publisher.url),
    name: publisher.name,
    url: publisher.url,
    logo: { '@type': 'ImageObject', url: publisher.logo },
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
  worksFor: PublisherInput;
}

export function personLd(person: PersonInput): WithContext<Person> {
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
    worksFor: publisherRef(person.worksFor),
  };
}

export interface ArticleInput {
  headline: string;
  description?: string | null;
  url: string;
  images: readonly string[];
  datePublished: string;
  /** The back end keeps no edit date: the publication date until it does. */
  dateModified?: string;
  inLanguage: string;
  publisher: PublisherInput;
}

export function newsArticleLd(article: ArticleInput): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    ...(article.images.length ? { image: [...article.images] } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: article.inLanguage,
    author: publisherRef(article.publisher),
    publisher: publisherRef(article.publisher),
  };
}

export interface WebPageInput {
  name: string;
  description: string;
  url: string;
  inLanguage: string;
  publisher: PublisherInput;
}

/** The About page (about the agency) or the contact page (how to reach it). */
export function agencyPageLd(
  kind: 'about' | 'contact',
  { publisher, ...page }: WebPageInput,
): WithContext<AboutPage> | WithContext<ContactPage> {
  const context = 'https://schema.org';
  const agency = publisherRef(publisher);
  return kind === 'about'
    ? { '@context': context, '@type': 'AboutPage', ...page, about: agency }
    : { '@context': context, '@type': 'ContactPage', ...page, mainEntity: agency };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: '<' is escaped so text from the back end can
 * never close the script element.
 */
export function serializeLd(data: Ld | readonly Ld[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
