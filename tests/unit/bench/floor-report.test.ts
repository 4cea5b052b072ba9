import { describe, expect, it } from 'vitest';
import { besideFloor, floorGoals, floorMisses, lcpGoal, lcpMarkdown } from '@/scripts/bench/floor-report';

const hero = { heroBytes: 6758, heroType: 'image/avif' };
const appliedFloor = { lcpMs: 1200, tbtMs: 100, runs: [1200] };

describe('the largest paint beside the floor', () => {
  const pages = [
    { name: 'home', path: '/', lcpMs: 2300, tbtMs: 80, applied: { lcpMs: 1440, tbtMs: 150 } },
    { name: 'post', path: '/news/a', lcpMs: 1400, tbtMs: 0, applied: { lcpMs: 1200, tbtMs: 0 } },
  ];

  it('gives each page its ratios to the floor under both throttlings, and whether it meets 1.5 s', () => {
    expect(lcpGoal).toEqual({ maxMs: 1500, enforced: false });
    expect(besideFloor(pages, { lcpMs: 2000, tbtMs: 100, applied: appliedFloor })).toEqual([
      {
        name: 'home',
        path: '/',
        lcpMs: 2300,
        ratio: 1.15,
        tbtMs: 80,
        tbtRatio: 0.8,
        meetsGoal: false,
        applied: { lcpMs: 1440, ratio: 1.2, tbtMs: 150, tbtRatio: 1.5 },
      },
      {
        name: 'post',
        path: '/news/a',
        lcpMs: 1400,
        ratio: 0.7,
        tbtMs: 0,
        tbtRatio: 0,
        meetsGoal: true,
        applied: { lcpMs: 1200, ratio: 1, tbtMs: 0, tbtRatio: 0 },
      },
    ]);
  });

  it('reports the floor under both throttlings, the rows and what misses 1.5 s, the floor included', () => {
    const floor = { lcpMs: 2000, tbtMs: 90, runs: [1980, 2000, 2100], ...hero, applied: appliedFloor };
    const md = lcpMarkdown(pages, floor);
    expect(md).toContain(
      'the same 6.6 KB image/avif, preloaded). Simulated throttling: LCP 2000 ms (median of 1980, 2000, 2100), TBT 90 ms. Applied throttling: LCP 1200 ms (median of 1200), TBT 100 ms.',
    );
    expect(md).toContain('| home | `/` | 2300 | 1.15 | 80 | 0.89 | 1440 | 1.2 | 150 | 1.5 |');
    expect(md).toContain('Over 1500 ms: home 2300 ms; the floor itself 2000 ms.');
    expect(md).toContain(
      'simulated, LCP ≤ 1 (reported), TBT ≤ 1.5; applied, LCP ≤ 1.25, TBT ≤ 1.5 (reported).',
    );
    expect(lcpMarkdown([pages[1]!], { ...floor, lcpMs: 1200 })).toContain('Every page is under 1500 ms.');
  });

  it('holds the applied largest paint and the simulated blocking time, and names the throttling', () => {
    expect(floorGoals).toEqual({
      simulated: { lcpRatio: { max: 1, enforced: false }, tbtRatio: { max: 1.5, enforced: true } },
      applied: { lcpRatio: { max: 1.25, enforced: true }, tbtRatio: { max: 1.5, enforced: false } },
    });
    const floor = { lcpMs: 2000, tbtMs: 100, applied: appliedFloor };
    const timed = [
      // Slower than the floor simulated, blocking long applied: both only reported.
      { name: 'home', path: '/', lcpMs: 2400, tbtMs: 150, applied: { lcpMs: 1400, tbtMs: 400 } },
      { name: 'roster', path: '/models', lcpMs: 1900, tbtMs: 90, applied: { lcpMs: 1560, tbtMs: 100 } },
      { name: 'news', path: '/news', lcpMs: 1900, tbtMs: 310, applied: { lcpMs: 1300, tbtMs: 100 } },
    ];
    expect(floorMisses(timed, floor)).toEqual([
      "roster: applied LCP 1560 ms, 1.3 of the bare page's 1200 ms",
      "news: TBT 310 ms, 3.1 of the bare page's 100 ms",
    ]);
  });

  it('counts no blocking on either side as no worse than the floor, and any against none as worse', () => {
    const still = { lcpMs: 2000, tbtMs: 0, applied: appliedFloor };
    const post = (tbtMs: number) => ({ name: 'post', path: '/p', lcpMs: 1000, tbtMs, applied: appliedFloor });
    expect(floorMisses([post(0)], still)).toEqual([]);
    expect(floorMisses([post(20)], still)).toEqual(["post: TBT 20 ms, Infinity of the bare page's 0 ms"]);
  });
});
