import { describe, expect, it } from 'vitest';
import { floorGoals, floorMisses, lcpBesideFloor, lcpGoal, lcpMarkdown } from '@/scripts/bench/floor-report';

const hero = { heroBytes: 6758, heroType: 'image/avif' };

describe('the largest paint beside the floor', () => {
  const pages = [
    { name: 'home', path: '/', lcpMs: 2300 },
    { name: 'post', path: '/news/a', lcpMs: 1400 },
  ];

  it('gives each page its ratio to the floor and whether it meets the 1.5 s goal', () => {
    expect(lcpGoal).toEqual({ maxMs: 1500, enforced: false });
    expect(lcpBesideFloor(pages, { lcpMs: 2000, tbtMs: 100 })).toEqual([
      { name: 'home', path: '/', lcpMs: 2300, ratio: 1.15, meetsGoal: false },
      { name: 'post', path: '/news/a', lcpMs: 1400, ratio: 0.7, meetsGoal: true },
    ]);
    expect(lcpBesideFloor(pages, { lcpMs: 0, tbtMs: 0 })[0]?.ratio).toBe(0);
  });

  it('puts each page beside the floor under applied throttling too, when both were measured', () => {
    const applied = { lcpMs: 1300, tbtMs: 120, runs: [1300] };
    const [home] = lcpBesideFloor(
      [{ name: 'home', path: '/', lcpMs: 2300, tbtMs: 80, applied: { lcpMs: 1560, tbtMs: 180 } }],
      { lcpMs: 2000, tbtMs: 100, applied },
    );
    expect(home?.applied).toEqual({ lcpMs: 1560, ratio: 1.2, tbtMs: 180, tbtRatio: 1.5 });
    expect(lcpBesideFloor(pages, { lcpMs: 2000, tbtMs: 100, applied })[0]?.applied).toBeUndefined();
  });

  it('reports the floor, the rows and what misses the goal, the floor included', () => {
    const md = lcpMarkdown(pages, { lcpMs: 2000, tbtMs: 90, runs: [1980, 2000, 2100], ...hero });
    expect(md).toContain(
      'the same 6.6 KB image/avif, preloaded). Simulated throttling: LCP 2000 ms (median of 1980, 2000, 2100), TBT 90 ms.',
    );
    expect(md).toContain('| home | `/` | 2300 | 1.15 | – | – | – | – | – | – |');
    expect(md).toContain('Over 1500 ms: home 2300 ms; the floor itself 2000 ms.');
    expect(md).toContain('simulated, LCP ≤ 1 (reported), TBT ≤ 1.5; applied, LCP ≤ 1.25, TBT ≤ 1.5.');
    const fast = lcpMarkdown([pages[1]!], { lcpMs: 1200, tbtMs: 0, runs: [1200], ...hero });
    expect(fast).toContain('Every page is under 1500 ms.');
  });

  it('reports the applied floor and each page’s applied columns', () => {
    const md = lcpMarkdown(
      [{ name: 'news', path: '/news', lcpMs: 1900, tbtMs: 60, applied: { lcpMs: 1500, tbtMs: 150 } }],
      {
        lcpMs: 2000,
        tbtMs: 100,
        runs: [2000],
        ...hero,
        applied: { lcpMs: 1250, tbtMs: 0, runs: [1250, 1240] },
      },
    );
    expect(md).toContain('Applied throttling: LCP 1250 ms (median of 1250, 1240), TBT 0 ms.');
    expect(md).toContain('| news | `/news` | 1900 | 0.95 | 60 | 0.6 | 1500 | 1.2 | 150 | Infinity |');
  });

  it('misses a page over an enforced goal under either throttling, and names which', () => {
    expect(floorGoals).toEqual({
      simulated: { lcpRatio: { max: 1, enforced: false }, tbtRatio: { max: 1.5, enforced: true } },
      applied: { lcpRatio: { max: 1.25, enforced: true }, tbtRatio: { max: 1.5, enforced: true } },
    });
    const floor = {
      lcpMs: 2000,
      runs: [2000],
      tbtMs: 100,
      ...hero,
      applied: { lcpMs: 1200, tbtMs: 100, runs: [1200] },
    };
    const timed = [
      // Slower than the floor under simulated throttling only: reported, not a miss.
      { name: 'home', path: '/', lcpMs: 2400, tbtMs: 150, applied: { lcpMs: 1400, tbtMs: 120 } },
      { name: 'roster', path: '/models', lcpMs: 1900, tbtMs: 90, applied: { lcpMs: 1560, tbtMs: 100 } },
      { name: 'news', path: '/news', lcpMs: 1900, tbtMs: 310, applied: { lcpMs: 1300, tbtMs: 160 } },
    ];
    expect(floorMisses(timed, floor)).toEqual([
      "roster: applied LCP 1560 ms, 1.3 of the bare page's 1200 ms",
      "news: TBT 310 ms, 3.1 of the bare page's 100 ms",
      "news: applied TBT 160 ms, 1.6 of the bare page's 100 ms",
    ]);
    // No blocking on either side is no worse than the floor; any on the page's side against none is.
    const still = { ...floor, tbtMs: 0, applied: undefined };
    expect(floorMisses([{ name: 'post', path: '/p', lcpMs: 1000, tbtMs: 0 }], still)).toEqual([]);
    expect(floorMisses([{ name: 'post', path: '/p', lcpMs: 1000, tbtMs: 20 }], still)).toEqual([
      "post: TBT 20 ms, Infinity of the bare page's 0 ms",
    ]);
  });
});
