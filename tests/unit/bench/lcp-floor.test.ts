import { describe, expect, it } from 'vitest';
import { lcpFloorOf, lighthouseRounds, phoneHeroUrl } from '@/scripts/bench/lcp-floor';

const site = 'http://127.0.0.1:4410';
const candidate = (width: number) => `/_next/image?url=hero.jpg&amp;w=${width}&amp;q=75 ${width}w`;

describe('the hero a phone gets from the home', () => {
  it('is the narrowest candidate covering 412 px at 1.75 (721 device px) of the first preloaded image', () => {
    const html = `<head><link rel="preload" as="image" fetchPriority="high" imageSrcSet="${[640, 750, 828, 1080].map(candidate).join(', ')}" imageSizes="100vw" media="(max-width: 649.98px)"/><link rel="preload" as="image" imageSrcSet="/_next/image?url=desktop.jpg&amp;w=640&amp;q=75 640w"/></head>`;
    expect(phoneHeroUrl(html, site)).toBe(`${site}/_next/image?url=hero.jpg&w=750&q=75`);
  });

  it('is the widest when none covers the screen, and a plain preload href when there is no srcset', () => {
    const narrow = `<link as="image" rel="preload" imagesrcset="${[320, 640].map(candidate).join(', ')}">`;
    expect(phoneHeroUrl(narrow, site)).toBe(`${site}/_next/image?url=hero.jpg&w=640&q=75`);
    expect(phoneHeroUrl('<link rel="preload" as="image" href="/hero.avif">', site)).toBe(`${site}/hero.avif`);
  });

  it('is missing when the page preloads no image (a stylesheet preload is not one)', () => {
    expect(phoneHeroUrl('<link rel="preload" as="style" href="/a.css">', site)).toBeUndefined();
  });
});

describe('lighthouseRounds', () => {
  it('measures the floor at the start of every round, then each page once', () => {
    expect(lighthouseRounds(['home', 'roster'], 3)).toEqual([
      'floor',
      'home',
      'roster',
      'floor',
      'home',
      'roster',
      'floor',
      'home',
      'roster',
    ]);
  });
});

describe('lcpFloorOf', () => {
  it('takes the medians of the floor runs under each throttling and keeps every run', () => {
    const floor = lcpFloorOf({ heroBytes: 7000, heroType: 'image/avif' }, [
      { lcpMs: 2100, tbtMs: 90, applied: { lcpMs: 1350, tbtMs: 160 } },
      { lcpMs: 1000, tbtMs: 150, applied: { lcpMs: 1300, tbtMs: 110 } },
      { lcpMs: 2050, tbtMs: 120, applied: { lcpMs: 1390, tbtMs: 120 } },
    ]);
    expect(floor).toEqual({
      lcpMs: 2050,
      runs: [2100, 1000, 2050],
      tbtMs: 120,
      heroBytes: 7000,
      heroType: 'image/avif',
      applied: { lcpMs: 1350, tbtMs: 120, runs: [1350, 1300, 1390] },
    });
  });
});
