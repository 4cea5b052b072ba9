import { describe, expect, it } from 'vitest';
import { breadcrumbLd, newsArticleLd, organizationLd, personLd, serializeLd } from '@/lib/seo/json-ld';

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
  it('builds an organization, a person and an article', () => {
    expect(organizationLd({ name: 'A', url: 'https://a.mx/', sameAs: ['https://ig.com/a'] })).toMatchObject({
      '@type': 'Organization',
      sameAs: ['https://ig.com/a'],
    });
    const person = personLd({
      name: 'Ana',
      url: 'https://a.mx/models/1/ana',
      heightCm: 178,
      sameAs: [null, 'https://ig.com/ana'],
      worksFor: { name: 'A', url: 'https://a.mx/' },
    });
    expect(person).toMatchObject({ '@type': 'Person', sameAs: ['https://ig.com/ana'], height: { value: 178 } });
    const article = newsArticleLd({
      headline: 'H',
      url: 'https://a.mx/news/h',
      images: ['https://a.mx/i.jpg'],
      datePublished: '2026-03-14T10:00:00Z',
      inLanguage: 'es',
      publisher: { name: 'A', url: 'https://a.mx/' },
    });
    expect(article).toMatchObject({ '@type': 'NewsArticle', datePublished: '2026-03-14T10:00:00Z' });
  });
  it('cannot be closed from inside the script element', () => {
    const out = serializeLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
