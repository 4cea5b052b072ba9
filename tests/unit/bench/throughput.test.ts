import { describe, expect, it } from 'vitest';
import { median } from '@/scripts/bench/median.mjs';
import {
  checkSameWeightPage,
  localeRatio,
  rateOf,
  ratio,
  sameWeightKB,
  summarizeThroughput,
  throughputGoals,
  throughputMarkdown,
} from '@/scripts/bench/throughput-report.mjs';

type Failures = { non2xx?: number; errors?: number };

const rate = (reqPerSec: number, extra: Failures = {}) => ({
  reqPerSec,
  non2xx: extra.non2xx ?? 0,
  errors: extra.errors ?? 0,
});

const page = (name: string, reqPerSec: number, extra: Failures = {}) => ({
  name,
  path: `/${name}`,
  ...rate(reqPerSec, extra),
});

// The floors of a run: the tiny bare page, the bare page of the home's weight, nginx serving a file.
const floors = { bareNext: 5000, bareNextHeavy: 2000, nginxStatic: 15000 };
const weights = { tinyBytes: 4600, heavyBytes: 76_670, heavyRscChunks: 3, homeBytes: 77_900 };

/** An HTML answer of `kb` KB whose payload is in `chunks` inline flight scripts. */
function flightPage(kb: number, chunks: number): string {
  const scripts = Array.from({ length: chunks }, () => '<script>self.__next_f.push([1,"x"])</script>');
  const head = `<!DOCTYPE html><html><body><main>${scripts.join('')}`;
  const tail = '</main></body></html>';
  return `${head}${'a'.repeat(kb * 1024 - head.length - tail.length)}${tail}`;
}

describe('bench throughput stage', () => {
  it('rates a page against its floor, and a floor that measured nothing as 0', () => {
    expect(ratio(2710, 5419)).toBe(0.5);
    expect(ratio(697, 5419)).toBe(0.13);
    expect(ratio(100, 0)).toBe(0);
  });

  it('takes the middle of alternating rounds, each page on its own', () => {
    // The bench's one median (scripts/bench/median.mjs), the Lighthouse runs' too.
    expect(median([3, 1, 2])).toBe(2);
    // Medians per page (860 and 880: 0.98), not the median of each round's ratio (1.02 here).
    expect(
      localeRatio([
        { es: rate(900), en: rate(880) },
        { es: rate(860), en: rate(400) },
        { es: rate(500), en: rate(900) },
      ]),
    ).toEqual({ es: 860, en: 880, ratio: 0.98, rounds: 3, failed: 0 });
    expect(localeRatio([])).toBeNull();
  });

  it('misses the locale goal when either home failed answers, however fast', () => {
    const summary = summarizeThroughput({
      direct: [page('home', 2600)],
      nginx: [page('home', 8000)],
      floors,
      weights,
      siteRssMB: 250,
      locales: localeRatio([{ es: rate(3000, { non2xx: 40 }), en: rate(900, { errors: 2 }) }]),
    });
    expect(summary.misses.map((m) => m.text)).toEqual(['`/` against `/en`: 42 failed answers']);
  });

  it("reads autocannon's mean rate and counts timeouts as errors", () => {
    expect(rateOf({ requests: { average: 1234.6 }, non2xx: 2, errors: 1, timeouts: 3 })).toEqual({
      reqPerSec: 1235,
      non2xx: 2,
      errors: 4,
    });
  });

  it('rates each page against both bare pages and judges it by the one of the same weight', () => {
    const summary = summarizeThroughput({
      direct: [page('home', 1200), page('roster', 900)],
      nginx: [],
      floors,
      weights,
      siteRssMB: 250,
    });
    expect(summary.pages.map((p) => [p.ratio, p.tinyRatio])).toEqual([
      [0.6, 0.24],
      [0.45, 0.18],
    ]);
    expect(summary.misses).toEqual([
      {
        goal: 'pageRatio',
        enforced: true,
        text: "roster 0.45 of the bare page of the home's weight < 0.5",
      },
      { goal: 'tinyPageRatio', enforced: false, text: 'home 0.24 of the tiny bare page < 0.5' },
      { goal: 'tinyPageRatio', enforced: false, text: 'roster 0.18 of the tiny bare page < 0.5' },
    ]);
    expect(throughputGoals.pageRatio).toEqual({ min: 0.5, enforced: true });
    expect(throughputGoals.tinyPageRatio.enforced).toBe(false);
  });

  it('names every page under half of either bare page, every nginx page under half of nginx static, the RSS and failed requests', () => {
    const summary = summarizeThroughput({
      direct: [page('home', 3000), page('roster', 900), page('robots', 4000, { non2xx: 5 })],
      nginx: [page('home', 9000), page('news', 7000, { errors: 1 })],
      floors,
      weights,
      siteRssMB: 320,
      siteRssUnderLoadMB: 410,
      locales: localeRatio([
        { es: rate(700), en: rate(900) },
        { es: rate(760), en: rate(840) },
        { es: rate(720), en: rate(850) },
      ]),
    });
    expect(summary.pages.map((p) => p.tinyRatio)).toEqual([0.6, 0.18, 0.8]);
    expect(summary.throughNginx.map((p) => p.ratio)).toEqual([0.6, 0.47]);
    expect(summary.misses.map((m) => [m.text, m.enforced])).toEqual([
      ['robots: 5 non-2xx, 0 errors', throughputGoals.pageRatio.enforced],
      ['news through nginx: 0 non-2xx, 1 errors', throughputGoals.nginxRatio.enforced],
      ["roster 0.45 of the bare page of the home's weight < 0.5", throughputGoals.pageRatio.enforced],
      ['roster 0.18 of the tiny bare page < 0.5', throughputGoals.tinyPageRatio.enforced],
      ['news through nginx 0.47 of nginx static < 0.5', throughputGoals.nginxRatio.enforced],
      ['site RSS 320 MB > 300 MB', throughputGoals.siteRssMB.enforced],
      ['site RSS under load 410 MB > 300 MB', throughputGoals.siteRssMB.enforced],
      ['`/` 0.85 of `/en` < 0.9', throughputGoals.defaultLocaleRatio.enforced],
    ]);
  });

  it('takes a bare page of the home’s weight with its flight payload, and fails loudly on any other', () => {
    expect(checkSameWeightPage(flightPage(75, 3))).toEqual({ bytes: 75 * 1024, rscChunks: 3 });
    expect(checkSameWeightPage(flightPage(sameWeightKB.min, 1)).bytes).toBe(60 * 1024);
    expect(checkSameWeightPage(flightPage(sameWeightKB.max, 1)).bytes).toBe(90 * 1024);
    expect(() => checkSameWeightPage(flightPage(59, 3))).toThrow(/is 59 KB of HTML, outside 60–90 KB/);
    expect(() => checkSameWeightPage(flightPage(91, 3))).toThrow(/is 91 KB of HTML, outside 60–90 KB/);
    expect(() => checkSameWeightPage(flightPage(75, 0))).toThrow(/no inline RSC payload/);
  });

  it('misses nothing when every goal is reached, and the report says so with both floors', () => {
    const summary = summarizeThroughput({
      direct: [page('home', 2600)],
      nginx: [page('home', 8000)],
      floors: { ...floors, bareNext: 5000, bareNextHeavy: 2600 },
      weights,
      siteRssMB: 250,
      siteRssUnderLoadMB: 290,
      locales: localeRatio([
        { es: rate(917), en: rate(918) },
        { es: rate(880), en: rate(897) },
        { es: rate(930), en: rate(940) },
      ]),
    });
    expect(summary.misses).toEqual([]);
    const md = throughputMarkdown(summary, { connections: 50, seconds: 5 });
    expect(md).toContain('50 connections, 5 s per page');
    expect(md).toContain('two pages of one bare Next.js app (`next start`, the same node_modules)');
    expect(md).toContain('a tiny one (`/`, 4.5 KB) 5000 req/s');
    expect(md).toContain(
      "one of the home's weight (`/heavy`, 74.9 KB of HTML with its RSC payload in 3 inline scripts; the home: 76.1 KB) 2600 req/s",
    );
    expect(md).toContain('nginx serving the home');
    expect(md).toContain('| home | `/home` | 2600 | 1.00 | 0.52 | 0 | 0 |');
    expect(md).toContain('| home | `/home` | 8000 | 0.53 | 0 | 0 |');
    expect(md).toContain(
      "Site RSS at the stage's end: 250 MB; at most 290 MB under its own load (sampled every 100 ms).",
    );
    expect(md).toContain(
      'The default locale, in 3 alternating rounds: `/` 917 req/s, `/en` 918 req/s (medians), ratio 1.00.',
    );
    expect(md).toContain('Every throughput goal is met.');
  });
});
