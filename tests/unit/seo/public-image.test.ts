import { describe, expect, it } from 'vitest';
import { publicImageUrl } from '@/lib/seo/public-image';

const site = 'https://polancomodels.mx';

describe('publicImageUrl', () => {
  it('names a back-end image through the site’s own image optimizer, never the back end’s origin', () => {
    const url = new URL(publicImageUrl(site, 'http://127.0.0.1:4000/media/talents/2/cover.jpg'));
    expect(url.origin).toBe(site);
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe('http://127.0.0.1:4000/media/talents/2/cover.jpg');
    expect(url.searchParams.get('w')).toBe('1200');
  });

  it('makes a path of the site absolute, but not a protocol-relative address', () => {
    expect(publicImageUrl(`${site}/`, '/images/talent-fallback.svg')).toBe(
      `${site}/images/talent-fallback.svg`,
    );
    expect(new URL(publicImageUrl(site, '//evil.example/a.jpg')).origin).toBe(site);
  });
});
