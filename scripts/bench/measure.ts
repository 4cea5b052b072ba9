// One Lighthouse run (mobile preset, Debian's Chromium) and the gzip size of the JavaScript the page loaded.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/** What one run measured of a page. */
export type Run = {
  scores: Scores;
  jsGzipBytes: number;
  scripts: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  findings: string[];
};

/** Gzip size (default level) of every script the page requested, fetched again from the site. */
async function scriptBytes(lhr: Result): Promise<{ bytes: number; scripts: number }> {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const urls = [
    ...new Set(
      items.flatMap((item) =>
        item.resourceType === 'Script' && typeof item.url === 'string' ? [item.url] : [],
      ),
    ),
  ];
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

export async function measure(url: string): Promise<Run> {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // A run Lighthouse could not complete (no paint seen, a protocol timeout) measured nothing: it is not a 0.
    if (lhr.runtimeError) throw new Error(`Lighthouse run failed for ${url}: ${lhr.runtimeError.code}`);
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
      scores,
      jsGzipBytes: js.bytes,
      scripts: js.scripts,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      failing,
      findings,
    };
  } finally {
    chrome.kill();
  }
}
