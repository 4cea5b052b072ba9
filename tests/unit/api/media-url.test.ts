import { describe, expect, it } from 'vitest';
import { browserMediaUrl } from '@/lib/api/media-url';

describe('browserMediaUrl', () => {
  it('turns the media of a back end on this machine into the site’s own path', () => {
    expect(browserMediaUrl('http://127.0.0.1:4000/media/posts/2/cover.mp4')).toBe('/media/posts/2/cover.mp4');
    expect(browserMediaUrl('http://localhost:4100/media/staff/talents/61/a%20b.jpg?v=2#t=1')).toBe(
      '/media/staff/talents/61/a%20b.jpg?v=2#t=1',
    );
    expect(browserMediaUrl('http://[::1]:4000/media/videos/about.mp4')).toBe('/media/videos/about.mp4');
  });

  it('leaves public media, other paths and what is no URL as they are', () => {
    for (const url of [
      'https://cdn.agency.example/media/posts/2/cover.mp4',
      'http://127.0.0.1:4000/panel/api/slides',
      'http://127.0.0.1:4000/mediaeval.mp4',
      '/media/already/here.mp4',
      'v.mp4',
      '',
    ])
      expect(browserMediaUrl(url)).toBe(url);
  });
});
