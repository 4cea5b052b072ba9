import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildAlternates } from '@/lib/seo/alternates';

describe('buildAlternates', () => {
  const pathFor = (l: string) => (l === 'es' ? '/news' : `/${l}/news`);

  it('gives every locale plus x-default on the Spanish URL', () => {
    const a = buildAlternates('https://agency.mx/', 'en', pathFor);
    expect(a.canonical).toBe('https://agency.mx/en/news');
    expect(a.languages).toEqual({
      es: 'https://agency.mx/news',
      en: 'https://agency.mx/en/news',
      pt: 'https://agency.mx/pt/news',
      'x-default': 'https://agency.mx/news',
    });
  });
  it('joins origins and paths with one slash', () => {
    expect(absoluteUrl('https://a.mx///', '/')).toBe('https://a.mx/');
    expect(absoluteUrl('https://a.mx', 'en')).toBe('https://a.mx/en');
  });
});
