import { describe, expect, it } from 'vitest';
import { lcpFloorOf, lighthouseRounds, phoneHeroUrl } from '@/scripts/bench/lcp-floor';
import { floorGoals, floorMisses, lcpBesideFloor, lcpGoal, lcpMarkdown } from '@/scripts/bench/report';

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

describe('the largest paint beside the floor', () => {
  const pages = [
    { name: 'home', path: '/', lcpMs: 2300 },
    { name: 'post', path: '/news/a', lcpMs: 1400 },
  ];

  it('gives each page its ratio to the floor and whether it meets the 1.5 s goal', () => {
    expect(lcpGoal).toEqual({ maxMs: 1500, enforced: false });
    expect(lcpBesideFloor(pages, 2000)).toEqual([
      { name: 'home', path: '/', lcpMs: 2300, ratio: 1.15, meetsGoal: false },
      { name: 'post', path: '/news/a', lcpMs: 1400, ratio: 0.7, meetsGoal: true },
    ]);
    expect(lcpBesideFloor(pages, 0)[0]?.ratio).toBe(0);
  });

  it('reports the floor, the rows and what misses the goal, the floor included', () => {
    const md = lcpMarkdown(pages, {
      lcpMs: 2000,
      runs: [1980, 2000, 2100],
      heroBytes: 6758,
      heroType: 'image/avif',
    });
    expect(md).toContain('the same 6.6 KB image/avif, preloaded), LCP 2000 ms (median of 1980, 2000, 2100)');
    expect(md).toContain('| home | `/` | 2300 | 1.15 | – | – |');
    expect(md).toContain('Over 1500 ms: home 2300 ms; the floor itself 2000 ms.');
    const fast = lcpMarkdown([pages[1]!], {
      lcpMs: 1200,
      runs: [1200],
      heroBytes: 1024,
      heroType: 'image/webp',
    });
    expect(fast).toContain('Every page is under 1500 ms.');
  });

  it('misses a page slower to paint than the floor, or blocking over 1.5 times as long', () => {
    expect(floorGoals).toEqual({
      lcpRatio: { max: 1, enforced: true },
      tbtRatio: { max: 1.5, enforced: true },
    });
    const floor = { lcpMs: 2000, runs: [2000], tbtMs: 100, heroBytes: 1024, heroType: 'image/avif' };
    const timed = [
      { name: 'home', path: '/', lcpMs: 2000, tbtMs: 150 },
      { name: 'roster', path: '/models', lcpMs: 2100, tbtMs: 90 },
      { name: 'news', path: '/news', lcpMs: 1900, tbtMs: 310 },
    ];
    expect(floorMisses(timed, floor)).toEqual([
      "roster: LCP 2100 ms, 1.05 of the bare page's 2000 ms",
      "news: TBT 310 ms, 3.1 of the bare page's 100 ms",
    ]);
    expect(lcpMarkdown(timed, floor)).toContain('| news | `/news` | 1900 | 0.95 | 310 | 3.1 |');
    // No blocking on either side is no worse than the floor; any on the page's side against none is.
    const still = { ...floor, tbtMs: 0 };
    expect(floorMisses([{ name: 'post', path: '/p', lcpMs: 1000, tbtMs: 0 }], still)).toEqual([]);
    expect(floorMisses([{ name: 'post', path: '/p', lcpMs: 1000, tbtMs: 20 }], still)).toEqual([
      "post: TBT 20 ms, Infinity of the bare page's 0 ms",
    ]);
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
  it('takes the medians of the floor runs and keeps every run', () => {
    const floor = lcpFloorOf({ heroBytes: 7000, heroType: 'image/avif' }, [
      { lcpMs: 2100, tbtMs: 90 },
      { lcpMs: 1000, tbtMs: 150 },
      { lcpMs: 2050, tbtMs: 120 },
    ]);
    expect(floor).toEqual({
      lcpMs: 2050,
      runs: [2100, 1000, 2050],
      tbtMs: 120,
      heroBytes: 7000,
      heroType: 'image/avif',
    });
  });
});
