import { describe, expect, it } from 'vitest';
import { browserMediaUrl } from '@/lib/api/media-url';
import { isInternalHost } from '@/lib/contract/internal-host';

/** What a visitor’s browser can never reach: loopback, unspecified, private, link-local. */
const internalHosts = [
  'localhost',
  'api.localhost',
  'localhost.',
  '127.0.0.1',
  '127.8.9.10',
  '[::1]',
  '::1',
  '0.0.0.0',
  '[::]',
  '10.0.0.5',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.20',
  '169.254.10.1',
  '[fc00::1]',
  '[fd12:3456:789a::1]',
  '[fe80::1]',
  // IPv4 written other ways, and mapped into IPv6, as a URL may carry them.
  '2130706433',
  '0x7f.1',
  '[::ffff:127.0.0.1]',
  '[::ffff:c0a8:114]',
  '[::ffff:10.1.2.3]',
];

/** Public addresses and names. */
const publicHosts = [
  'agency.example',
  'cdn.agency.example',
  'localhost.agency.example',
  '8.8.8.8',
  '172.15.0.1',
  '172.32.0.1',
  '192.169.0.1',
  '11.0.0.1',
  '[2001:db8::1]',
  '[fb00::1]',
  '[fec0::1]',
  '[::ffff:8.8.8.8]',
  '[::2]',
  '',
  'not a host',
];

describe('isInternalHost', () => {
  it.each([
    ...internalHosts.map((host) => [host, true] as const),
    ...publicHosts.map((host) => [host, false] as const),
  ])('%j is internal: %s', (host, internal) => {
    expect(isInternalHost(host)).toBe(internal);
  });
});

describe('browserMediaUrl', () => {
  it('turns the media of a back end on an internal address into the site’s own path', () => {
    expect(browserMediaUrl('http://127.0.0.1:4000/media/posts/2/cover.mp4')).toBe('/media/posts/2/cover.mp4');
    expect(browserMediaUrl('http://localhost:4100/media/staff/talents/61/a%20b.jpg?v=2#t=1')).toBe(
      '/media/staff/talents/61/a%20b.jpg?v=2#t=1',
    );
    expect(browserMediaUrl('http://[::1]:4000/media/videos/about.mp4')).toBe('/media/videos/about.mp4');
    // The bind addresses of a backend elsewhere on the network, and the unspecified one it may print.
    expect(browserMediaUrl('http://127.0.0.1:4310/media/talents/12/cover.jpg')).toBe(
      '/media/talents/12/cover.jpg',
    );
    expect(browserMediaUrl('http://0.0.0.0:4000/media/slides/1-desktop.jpg')).toBe(
      '/media/slides/1-desktop.jpg',
    );
    expect(browserMediaUrl('http://10.0.0.5:4000/media/talents/12/cover.jpg')).toBe(
      '/media/talents/12/cover.jpg',
    );
    expect(browserMediaUrl('https://192.168.1.20/media/posts/7-thumb.jpg')).toBe('/media/posts/7-thumb.jpg');
    expect(browserMediaUrl('http://[fd00::5]:4000/media/posts/7-thumb.jpg')).toBe('/media/posts/7-thumb.jpg');
  });

  it('leaves public media, other paths and what is no URL as they are', () => {
    for (const url of [
      'https://cdn.agency.example/media/posts/2/cover.mp4',
      'https://panel.agency.example/media/talents/12/cover.jpg',
      'http://127.0.0.1:4000/panel/api/slides',
      'http://127.0.0.1:4000/mediaeval.mp4',
      'ftp://127.0.0.1/media/a.jpg',
      '/media/already/here.mp4',
      'v.mp4',
      '',
    ])
      expect(browserMediaUrl(url)).toBe(url);
  });
});
