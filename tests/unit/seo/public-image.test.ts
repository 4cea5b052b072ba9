import { describe, expect, it } from 'vitest';
import { publicImageUrl } from '@/lib/seo/public-image';

const site = 'https://polancomodels.mx';

describe('publicImageUrl', () => {
  it('names a back-end image through the site’s own image optimizer, never the back end’s origin', () => {
    const url = new URL(publicImageUrl(site, '/media/talents/2/cover.jpg'));
    expect(url.origin).toBe(site);
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe('/media/talents/2/cover.jpg');
    expect(url.searchParams.get('w')).toBe('1200');
  });

  it('sends a public media host’s image through the optimizer too', () => {
    const url = new URL(publicImageUrl(site, 'https://cdn.agency.example/media/talents/2/cover.jpg'));
    expect(url.origin).toBe(site);
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe('https://cdn.agency.example/media/talents/2/cover.jpg');
  });

  it('makes a path of the site absolute, but not a protocol-relative address', () => {
    expect(publicImageUrl(`${site}/`, '/images/talent-fallback.svg')).toBe(
      `${site}/images/talent-fallback.svg`,
    );
    expect(new URL(publicImageUrl(site, '//evil.example/a.jpg')).origin).toBe(site);
  });
});
