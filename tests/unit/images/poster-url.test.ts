import { describe, expect, it } from 'vitest';
import { posterImageUrl } from '@/lib/images/poster-url';

describe('posterImageUrl', () => {
  it('sends a poster through the image optimizer, wide enough for a full-screen slide', () => {
    const poster = '/media/slides/2-poster.jpg';
    const url = new URL(posterImageUrl(poster)!, 'http://site');
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe(poster);
    expect(url.searchParams.get('w')).toBe('1920');
  });

  it('gives no poster for a video without one', () => {
    expect(posterImageUrl(null)).toBeUndefined();
  });
});
