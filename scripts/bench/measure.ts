// One Lighthouse run (mobile preset, Debian's Chromium) and the gzip size of the JavaScript the page loaded,
// and one with the throttling applied to the browser (docs/performance.md, "Two ways to throttle").
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { Timing } from './median';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/** What one run measured of a page, with Lighthouse's simulated throttling. */
export type Run = Timing & {
  scores: Scores;
  jsGzipBytes: number;
  scripts: number;
  cls: number;
  failing: string[];
  findings: string[];
};

/** A run, and the timing of the same page loaded again with the throttling applied. */
export type MeasuredRun = Run & { applied: Timing };

/** Gzip size (default level) of every script the page requested, fetched again from the site. */
async function scriptBytes(lhr: Result): Promise<{ bytes: number; scripts: number }> {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const scripts = items.flatMap(({ resourceType, url }) =>
    resourceType === 'Script' && typeof url === 'string' ? [url] : [],
  );
  const urls = [...new Set(scripts)];
  let total = 0;
  for (const url of urls) {
    const answer = await fetch(url);
    total += gzipSync(Buffer.from(await answer.arrayBuffer())).length;
  }
  return { bytes: total, scripts: urls.length };
}

/** The items of an audit's details (a table's rows, a list's sections); none for the kinds without. */
function itemsOf(details: Result['audits'][string]['details']): unknown {
  return (details && 'items' in details ? details.items : undefined) ?? [];
}

/**
 * One Lighthouse run of `url` in a fresh headless Chromium (an empty cache each time); a run Lighthouse could
 * not complete measured nothing, so it throws.
 */
async function runLighthouse(url: string, flags: Flags): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // No paint seen, a protocol timeout: that is not a 0.
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse run failed for ${url}: ${result.lhr.runtimeError.code}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const timingOf = (lhr: Result): Timing => ({
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
});

export async function measure(url: string): Promise<Run> {
  const lhr = await runLighthouse(url, { onlyCategories: [...CATEGORIES] });
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  const failedAudits = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
  );
  const failing = failedAudits.map((audit) => audit.id);
  // What each failed audit found, shortened: enough to know where to look.
  const findings = failedAudits.map(
    (audit) => `${audit.id}: ${JSON.stringify(itemsOf(audit.details)).slice(0, 400)}`,
  );
  const js = await scriptBytes(lhr);
  return {
    ...timingOf(lhr),
    scores,
    jsGzipBytes: js.bytes,
    scripts: js.scripts,
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing,
    findings,
  };
}

/**
 * The page's timing with Lighthouse's mobile throttling applied to the browser (`devtools`): the same
 * bandwidth, latency and 4x slower CPU, but the page really loads under them, so what it waits for is
 * what a phone waits for.
 */
export async function measureApplied(url: string): Promise<Timing> {
  return timingOf(
    await runLighthouse(url, { onlyCategories: ['performance'], throttlingMethod: 'devtools' }),
  );
}
