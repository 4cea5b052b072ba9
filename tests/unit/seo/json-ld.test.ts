import { describe, expect, it } from 'vitest';
import {
  agencyPageLd,
  breadcrumbLd,
  newsArticleLd,
  organizationLd,
  personLd,
  serializeLd,
} from '@/lib/seo/json-ld';
import { pagePath } from '@/tests/support/paths';

const publisher = { name: 'A', url: 'https://a.mx/', logo: 'https://a.mx/icons/icon-512.png' };

describe('JSON-LD builders', () => {
  it('numbers breadcrumbs from 1', () => {
    const ld = breadcrumbLd([
      { name: 'Home', url: 'https://a.mx/' },
      { name: 'Models', url: 'https://a.mx/models' },
    ]);
    expect(ld).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://a.mx/' },
        { position: 2, name: 'Models', item: 'https://a.mx/models' },
      ],
    });
  });

  it('describes the organization with its logo, address, contact point and profiles', () => {
    const org = organizationLd({
      ...publisher,
      description: 'Agency',
      email: 'hola@a.mx',
      telephone: '+525512345678',
      sameAs: ['https://ig.com/a'],
      address: {
        street: 'Masaryk 111',
        locality: 'Polanco',
        region: 'CDMX',
        postalCode: '11560',
        country: 'MX',
      },
      languages: ['es', 'en'],
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://a.mx/#organization',
      logo: { '@type': 'ImageObject', url: publisher.logo },
      description: 'Agency',
      sameAs: ['https://ig.com/a'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Masaryk 111',
        postalCode: '11560',
        addressCountry: 'MX',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        email: 'hola@a.mx',
        telephone: '+525512345678',
        availableLanguage: ['es', 'en'],
      },
    });
  });

  it('builds a person with height and the agency, and an article with its dates, author and publisher logo', () => {
    const person = personLd({
      name: 'Ana',
      url: 'https://a.mx/models/1/ana',
      image: 'https://a.mx/ana.jpg',
      heightCm: 178,
      sameAs: [null, 'https://ig.com/ana'],
      worksFor: publisher,
    });
    expect(person).toMatchObject({
      '@type': 'Person',
      image: 'https://a.mx/ana.jpg',
      sameAs: ['https://ig.com/ana'],
      height: { '@type': 'QuantitativeValue', value: 178, unitCode: 'CMT' },
      worksFor: { '@id': 'https://a.mx/#organization' },
    });
    const article = newsArticleLd({
      headline: 'H',
      url: 'https://a.mx/news/h',
      images: ['https://a.mx/i.jpg'],
      datePublished: '2026-03-14T10:00:00Z',
      inLanguage: 'es',
      publisher,
    });
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2026-03-14T10:00:00Z',
      dateModified: '2026-03-14T10:00:00Z',
      author: { '@type': 'Organization', name: 'A' },
      publisher: { logo: { url: publisher.logo } },
    });
  });

  it('marks the about and contact pages', () => {
    const page = {
      name: 'About',
      description: 'd',
      url: `https://a.mx${pagePath('/about', 'es')}`,
      inLanguage: 'es',
      publisher,
    };
    expect(agencyPageLd('about', page)).toMatchObject({
      '@type': 'AboutPage',
      about: { '@id': 'https://a.mx/#organization' },
    });
    expect(agencyPageLd('contact', page)).toMatchObject({
      '@type': 'ContactPage',
      mainEntity: { '@id': 'https://a.mx/#organization' },
    });
  });

  it('cannot be closed from inside the script element', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    } as const;
    const out = serializeLd(data);
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual(data);
  });
});
