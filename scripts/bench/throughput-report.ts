// The throughput stage's arithmetic and its section of the report: each rate beside its floor, the goals.
import { median } from './median';

/** The goals, as docs/performance.md's "Budgets and goals" gives them; `enforced`: a miss fails the bench. */
export const throughputGoals = {
  pageRatio: { min: 0.7, enforced: true },
  // Asked as browsers ask (gzip, deflate, br), where compressing costs both sides alike.
  compressedPageRatio: { min: 0.85, enforced: true },
  tinyPageRatio: { min: 0.5, enforced: false },
  // `/robots.txt`, a route handler asked a few times a day, held to the page goals in the report only.
  crawlerFileRatio: { min: 0.7, enforced: false },
  nginxRatio: { min: 0.5, enforced: true },
  siteRssMB: { max: 300, enforced: true },
  siteRssUnderLoadMB: { max: 300, enforced: false },
  siteRssPeakToBare: { max: 1.5, enforced: true },
  defaultLocaleRatio: { min: 0.9, enforced: true },
};

/** Each bare page of cards' HTML in KB: around the weight of the home (`/heavy`) or the roster (`/heavier`). */
export const weightedFloorKB: Record<string, { min: number; max: number }> = {
  '/heavy': { min: 60, max: 90 },
  '/heavier': { min: 110, max: 140 },
};

/** What one autocannon run measured: mean requests per second, and the answers that failed. */
export type Rate = { reqPerSec: number; non2xx: number; errors: number };

/** A bare page measured as a floor: its HTML's size and inline RSC payload chunks, and its rate. */
export type BareFloor = {
  path: string;
  bytes: number;
  rscChunks: number;
  reqPerSec: number;
  /** The same page asked with `Accept-Encoding: gzip, deflate, br`. */
  compressed?: Rate;
};

export type LocaleRatio = { es: number; en: number; ratio: number; rounds: number; failed: number };

export type MeasuredPage = Rate & { name: string; path: string };

/** One round of a site page beside the bare page that judges it, plainly and as browsers ask. */
export type PairedRound = { page: Rate; floor: Rate; compressedPage: Rate; compressedFloor: Rate };

/** A site page as the stage measured it: its HTML weight, the bare page judging it, and their rounds. */
export type MeasuredSitePage = {
  name: string;
  path: string;
  bytes: number;
  floor: string;
  rounds: PairedRound[];
  /** Set for a crawler file, which the page goals only report on. */
  crawlerFile?: boolean;
};

type RatedPage = MeasuredPage & { ratio: number };
type RatedSitePage = ReturnType<typeof rateSitePage>;
type Floors = { tiny: BareFloor; weighted: BareFloor[]; nginxStatic: number };
type Weights = { homeBytes: number };
type Miss = { goal: keyof typeof throughputGoals; enforced: boolean; text: string };

/** The site's RSS some seconds after its last load ended. */
export type QuietReading = { afterSeconds: number; rssMB: number };

export type ThroughputSummary = {
  pages: RatedSitePage[];
  throughNginx: RatedPage[];
  floors: Floors;
  weights: Weights;
  siteRssMB: number;
  /** The RSS read during the quiet after the last load, from its end; `siteRssMB` is the last. */
  quietReadings?: QuietReading[];
  siteRssUnderLoadMB?: number;
  bareRssUnderLoadMB?: number;
  rssPeakToBare?: number;
  locales?: LocaleRatio | null;
  misses: Miss[];
};

/** What the bench measured: the pages, straight and through nginx, and the readings the summary keeps. */
type Measured = { direct: MeasuredSitePage[]; nginx: MeasuredPage[] } & Omit<
  ThroughputSummary,
  'pages' | 'throughNginx' | 'rssPeakToBare' | 'misses'
>;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Inline RSC payload chunks (`self.__next_f.push(` scripts) in an HTML answer. */
export function rscChunksOf(html: string): number {
  return html.match(/self\.__next_f\.push\(/g)?.length ?? 0;
}

/**
 * The size (bytes) and inline RSC payload chunks of the bare page of cards at `path`; throws when it is
 * outside its `weightedFloorKB` or carries no payload: a floor of another weight judges nothing.
 */
export function checkWeightedFloor(path: string, html: string): { bytes: number; rscChunks: number } {
  const range = weightedFloorKB[path];
  if (!range) throw new Error(`no weight range for the bare page \`${path}\` in weightedFloorKB`);
  const bytes = Buffer.byteLength(html);
  const rscChunks = rscChunksOf(html);
  const where = `the bare Next.js page \`${path}\` (scripts/bench/bare-next.ts)`;
  if (rscChunks === 0) throw new Error(`${where} carries no inline RSC payload (no self.__next_f.push)`);
  if (bytes < range.min * 1024 || bytes > range.max * 1024)
    throw new Error(
      `${where} is ${kb(bytes)} KB of HTML, outside ${range.min}–${range.max} KB: change its count in cardPages there`,
    );
  return { bytes, rscChunks };
}

/** Of `floors`, the one whose HTML weight is nearest `bytes`; the lighter on a tie. */
export function nearestFloor<F extends { bytes: number }>(bytes: number, floors: F[]): F {
  // Absolute, not log distance: a request's cost is a fixed part plus one linear in bytes, not proportional.
  const distance = (floor: F) => Math.abs(floor.bytes - bytes);
  return floors.reduce((best, floor) =>
    distance(floor) < distance(best) || (distance(floor) === distance(best) && floor.bytes < best.bytes)
      ? floor
      : best,
  );
}

/** `value / floor`, two decimals; 0 when the floor measured nothing. */
export function ratio(value: number, floor: number): number {
  return floor > 0 ? Math.round((value / floor) * 100) / 100 : 0;
}

/** The median of several runs' rates, with the failed answers of all of them. */
export function medianRate(runs: Rate[]): Rate {
  return {
    reqPerSec: runs.length ? Math.round(median(runs.map((run) => run.reqPerSec))) : 0,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * `/` against `/en` from alternating rounds: each one's median req/s, their ratio, and the failed answers of
 * both; null for no rounds.
 */
export function localeRatio(rounds: { es: Rate; en: Rate }[]): LocaleRatio | null {
  if (rounds.length === 0) return null;
  const es = medianRate(rounds.map((round) => round.es));
  const en = medianRate(rounds.map((round) => round.en));
  const failed = es.non2xx + es.errors + en.non2xx + en.errors;
  return {
    es: es.reqPerSec,
    en: en.reqPerSec,
    ratio: ratio(es.reqPerSec, en.reqPerSec),
    rounds: rounds.length,
    failed,
  };
}

/** What one autocannon result says: mean requests per second, and the answers that were not 2xx. */
export function rateOf(result: {
  requests: { average: number };
  non2xx?: number;
  errors?: number;
  timeouts?: number;
}): Rate {
  return {
    reqPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx ?? 0,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
  };
}

/** A site page beside its judge over the rounds they shared (the ratio of their medians), and the tiny page. */
function rateSitePage(row: MeasuredSitePage, { tiny, weighted }: Floors) {
  const judge = weighted.find((floor) => floor.path === row.floor);
  if (!judge) throw new Error(`${row.name} was judged by \`${row.floor}\`, which is no weighted floor`);
  const of = (side: keyof PairedRound) => medianRate(row.rounds.map((round) => round[side]));
  const plain = of('page');
  const compressed = of('compressedPage');
  const floorPlain = of('floor');
  const floorCompressed = of('compressedFloor');
  return {
    ...plain,
    name: row.name,
    path: row.path,
    bytes: row.bytes,
    crawlerFile: row.crawlerFile ?? false,
    rounds: row.rounds.length,
    compressed,
    floor: judge.path,
    floorBytes: judge.bytes,
    floorReqPerSec: floorPlain.reqPerSec,
    floorCompressedReqPerSec: floorCompressed.reqPerSec,
    ratio: ratio(plain.reqPerSec, floorPlain.reqPerSec),
    compressedRatio: ratio(compressed.reqPerSec, floorCompressed.reqPerSec),
    tinyRatio: ratio(plain.reqPerSec, tiny.reqPerSec),
  };
}

/** The measured pages with their ratios, and the goals they miss. */
export function summarizeThroughput({ direct, nginx, ...kept }: Measured): ThroughputSummary {
  const { floors, siteRssMB, siteRssUnderLoadMB, bareRssUnderLoadMB, locales } = kept;
  const pages = direct.map((row) => rateSitePage(row, floors));
  const throughNginx = nginx.map((row) => ({ ...row, ratio: ratio(row.reqPerSec, floors.nginxStatic) }));
  const misses: Miss[] = [];
  const miss = (goal: Miss['goal'], text: string) =>
    misses.push({ goal, enforced: throughputGoals[goal].enforced, text });
  const failed = (goal: Miss['goal'], what: string, r: Rate) =>
    (r.non2xx || r.errors) && miss(goal, `${what}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  // `bound`'s minimum, reported under `goal`: a crawler file's ratios under a goal of their own (its failed
  // answers count as a page's).
  type Bound = 'pageRatio' | 'compressedPageRatio' | 'tinyPageRatio' | 'nginxRatio' | 'defaultLocaleRatio';
  const below = (bound: Bound, value: number, text: string, goal: Miss['goal'] = bound) =>
    value < throughputGoals[bound].min && miss(goal, `${text} < ${throughputGoals[bound].min}`);
  const crawler = (row: RatedSitePage) => (row.crawlerFile ? 'crawlerFileRatio' : undefined);
  for (const row of pages) failed('pageRatio', row.name, row);
  for (const row of throughNginx) failed('nginxRatio', `${row.name} through nginx`, row);
  for (const row of pages)
    below(
      'pageRatio',
      row.ratio,
      `${row.name} (${kb(row.bytes)} KB) ${row.ratio} of the bare page \`${row.floor}\` (${kb(row.floorBytes)} KB)`,
      crawler(row),
    );
  for (const row of pages) {
    failed('compressedPageRatio', `${row.name} compressed`, row.compressed);
    const text = `${row.name} compressed ${row.compressedRatio} of the bare page \`${row.floor}\` compressed`;
    below('compressedPageRatio', row.compressedRatio, text, crawler(row));
  }
  for (const row of pages)
    below('tinyPageRatio', row.tinyRatio, `${row.name} ${row.tinyRatio} of the tiny bare page`);
  for (const row of throughNginx)
    below('nginxRatio', row.ratio, `${row.name} through nginx ${row.ratio} of nginx static`);
  type Ceiling = 'siteRssMB' | 'siteRssUnderLoadMB' | 'siteRssPeakToBare';
  const above = (goal: Ceiling, value: number | undefined, text: string, unit = '') =>
    value !== undefined &&
    value > throughputGoals[goal].max &&
    miss(goal, `${text} > ${throughputGoals[goal].max}${unit}`);
  above('siteRssMB', siteRssMB, `site RSS ${siteRssMB} MB`, ' MB');
  above('siteRssUnderLoadMB', siteRssUnderLoadMB, `site RSS under load ${siteRssUnderLoadMB} MB`, ' MB');
  const rssPeakToBare =
    siteRssUnderLoadMB !== undefined && bareRssUnderLoadMB
      ? ratio(siteRssUnderLoadMB, bareRssUnderLoadMB)
      : undefined;
  above(
    'siteRssPeakToBare',
    rssPeakToBare,
    `site RSS under load ${siteRssUnderLoadMB} MB is ${rssPeakToBare} of the bare app's ${bareRssUnderLoadMB} MB`,
  );
  if (locales) below('defaultLocaleRatio', locales.ratio, `\`/\` ${locales.ratio} of \`/en\``);
  if (locales?.failed) miss('defaultLocaleRatio', `\`/\` against \`/en\`: ${locales.failed} failed answers`);
  return { pages, throughNginx, ...kept, rssPeakToBare, misses };
}

const scripts = (count: number) => `${count} inline script${count === 1 ? '' : 's'}`;
const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** The floors paragraph: every bare page with its weight and rate, and nginx's static file. */
function floorsText({ tiny, weighted, nginxStatic }: Floors, { homeBytes }: Weights): string {
  const compressed = (floor: BareFloor) =>
    floor.compressed ? ` (compressed ${floor.compressed.reqPerSec})` : '';
  const cards = weighted.map(
    (floor) =>
      `\`${floor.path}\` (${kb(floor.bytes)} KB, ${scripts(floor.rscChunks)}) ${floor.reqPerSec} req/s${compressed(floor)}`,
  );
  return (
    'Floors measured in the same run, pages of one bare Next.js app (`next start`, the same node_modules): ' +
    `the tiny \`${tiny.path}\` (${kb(tiny.bytes)} KB) ${tiny.reqPerSec} req/s; pages of cards with their RSC ` +
    `payload inline, ${list.format(cards)} (medians of every round they ran in); nginx serving the home's ` +
    `HTML (${kb(homeBytes)} KB) as a file ` +
    `${nginxStatic} req/s. The load generator's and the server's cost per request grow with the bytes, so ` +
    'each page is judged against the page of cards nearest its own HTML weight (the tiny page only reports).'
  );
}

/** The stage's section of reports/bench.md. */
export function throughputMarkdown(
  summary: ThroughputSummary,
  { connections, seconds }: { connections: number; seconds: number },
): string {
  const goal = (name: Miss['goal'], text: string) =>
    `${text}${throughputGoals[name].enforced ? '' : ' (reported, not enforced)'}`;
  const failures = (r: Rate) => `${r.non2xx} | ${r.errors}`;
  const judged = (r: RatedSitePage) => `\`${r.floor}\` (${kb(r.floorBytes)} KB)`;
  return [
    `## Throughput (autocannon, ${connections} connections, runs of ${seconds} s, pages already cached)`,
    '',
    floorsText(summary.floors, summary.weights),
    '',
    '### The site (`node dist/front.mjs`)',
    '',
    'Each page and the bare page judging it are measured in alternating rounds (each asked plainly, then as ' +
      'browsers ask), so both meet the same minutes of a shared machine; each column is the median of those ' +
      'rounds, and each ratio that of the two medians.',
    '',
    '| page | path | KB | rounds | judged against | req/s | its req/s | ratio | compressed req/s | its compressed req/s | ratio compressed | ratio to the tiny bare page | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...summary.pages.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${kb(r.bytes)} | ${r.rounds} | ${judged(r)} | ${r.reqPerSec} | ${r.floorReqPerSec} | ${r.ratio.toFixed(2)} | ${r.compressed.reqPerSec} | ${r.floorCompressedReqPerSec} | ${r.compressedRatio.toFixed(2)} | ${r.tinyRatio.toFixed(2)} | ${r.non2xx + r.compressed.non2xx} | ${r.errors + r.compressed.errors} |`,
    ),
    '',
    '### Through the nginx front (deploy/nginx.conf, micro-cache, TLS)',
    '',
    '| page | path | req/s | ratio to nginx static | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...summary.throughNginx.map(
      (r) => `| ${r.name} | \`${r.path}\` | ${r.reqPerSec} | ${r.ratio.toFixed(2)} | ${failures(r)} |`,
    ),
    '',
    ...(summary.locales
      ? [
          `The default locale, in ${summary.locales.rounds} alternating rounds: \`/\` ${summary.locales.es} req/s, \`/en\` ${summary.locales.en} req/s (medians), ratio ${summary.locales.ratio.toFixed(2)}.`,
          '',
        ]
      : []),
    `Site RSS once its load is over: ${summary.siteRssMB} MB${quietText(summary.quietReadings)}; at most ${summary.siteRssUnderLoadMB ?? 'not read'} MB under its own load (sampled every 100 ms), beside the bare app's ${summary.bareRssUnderLoadMB ?? 'not read'} MB under its own (ratio ${summary.rssPeakToBare?.toFixed(2) ?? '–'}).`,
    '',
    `Goals: ${goal('pageRatio', `every page ≥ ${throughputGoals.pageRatio.min} of the bare page of the home's or the roster's weight, whichever is nearer its own, with no failed answer`)}; ${goal('compressedPageRatio', `and ≥ ${throughputGoals.compressedPageRatio.min} of it asked with \`Accept-Encoding: gzip, deflate, br\``)}; ${goal('siteRssPeakToBare', `site RSS under load ≤ ${throughputGoals.siteRssPeakToBare.max} times the bare app's`)}; ${goal('tinyPageRatio', `every page ≥ ${throughputGoals.tinyPageRatio.min} of the tiny bare page`)}; ${goal('crawlerFileRatio', 'the page goals for `/robots.txt`, a crawler file')}; ${goal('nginxRatio', `through nginx ≥ ${throughputGoals.nginxRatio.min} of nginx static, with no failed answer`)}; ${goal('siteRssMB', `site RSS ≤ ${throughputGoals.siteRssMB.max} MB once its load is over`)}; ${goal('siteRssUnderLoadMB', `site RSS ≤ ${throughputGoals.siteRssUnderLoadMB.max} MB under its own load`)}; ${goal('defaultLocaleRatio', `\`/\` ≥ ${throughputGoals.defaultLocaleRatio.min} of \`/en\``)}.`,
    summary.misses.length
      ? `Missed: ${summary.misses.map((m) => `${m.text}${m.enforced ? '' : ' (not enforced)'}`).join('; ')}`
      : 'Every throughput goal is met.',
    '',
  ].join('\n');
}

/** When the RSS was read once the load was over, and what it read from the load's end until then. */
function quietText(readings: QuietReading[] = []): string {
  const last = readings.at(-1);
  if (!last) return '';
  const series = readings.map((reading) => `${reading.rssMB} at ${reading.afterSeconds} s`).join(', ');
  return ` after ${last.afterSeconds} quiet seconds (read from the last load's end: ${series})`;
}
