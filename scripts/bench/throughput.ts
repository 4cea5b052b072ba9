// The throughput stage of `npm run bench`: docs/performance.md, "Each page beside its judge" and "When the
// heap goes back".
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { cardPages, startBareNext } from './bare-next';
import { startNginxFront, startNginxStatic } from './nginx-fronts';
import { visiblePath } from '../../lib/i18n/pathnames';
import type { BenchPage } from './pages';
import { SITE_PORT, type Servers } from './servers';
import {
  checkWeightedFloor,
  kb,
  localeRatio,
  medianRate,
  nearestFloor,
  rateOf,
  rscChunksOf,
  summarizeThroughput,
  type BareFloor,
  type LocaleRatio,
  type MeasuredPage,
  type MeasuredSitePage,
  type PairedRound,
  type QuietReading,
  type Rate,
  type ThroughputSummary,
} from './throughput-report';

export const throughputShape = {
  connections: Number(process.env.BENCH_THROUGHPUT_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 3),
  // With three, one busy round of either side moved a ratio by a tenth (docs/performance.md).
  rounds: Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 5),
  localeRounds: Number(process.env.BENCH_LOCALE_ROUNDS ?? 5),
};

/** The pages measured: both homes, the lists and a page of each, a form page and robots.txt. */
function throughputPages(benchPages: BenchPage[]): { name: string; path: string; crawlerFile?: boolean }[] {
  const lists = benchPages.filter((page) => ['roster', 'profile', 'news', 'post'].includes(page.name));
  return [
    { name: 'home es', path: '/' },
    { name: 'home en', path: '/en' },
    ...lists.map(({ name, path }) => ({ name, path })),
    { name: 'contact', path: visiblePath('/contact', 'en') },
    { name: 'robots.txt', path: '/robots.txt', crawlerFile: true },
  ];
}

// The quiet before the site's memory is read "once the load is over", and how often it is read meanwhile: V8's
// memory reducer gives the heap back within 100 s of the last full collection.
const QUIET_SECONDS = 120;
const QUIET_READ_EVERY_SECONDS = 15;

/**
 * Asks until the answer comes from a cache (`header` says HIT), so the run measures the cached page, then
 * loads it for a second, so the run does not also measure the server's code being compiled for that path
 * (the bare page served about a third more once warmed so). Gives the last answer's body size in bytes.
 */
async function warm(url: string, header: string): Promise<number> {
  let cached = false;
  let bytes = 0;
  for (let attempt = 0; attempt < 20 && !cached; attempt++) {
    const answer = await fetch(url);
    bytes = (await answer.arrayBuffer()).byteLength;
    cached = answer.headers.get(header) === 'HIT';
    if (!cached) await sleep(250);
  }
  if (!cached) console.warn(`${url} never answered ${header}: HIT; measured as it is`);
  await autocannon({ url, connections: 10, duration: 1 });
  return bytes;
}

// What browsers send; a load generator, a CDN or nginx's micro-cache asks without it.
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br' };

async function rate(url: string, compressed = false, seconds = throughputShape.seconds): Promise<Rate> {
  const { connections } = throughputShape;
  const headers = compressed ? browserEncodings : {};
  return rateOf(await autocannon({ url, connections, duration: seconds, headers }));
}

/** A page's rate asked plainly, then as a browser asks (compressed), each under the same load. */
async function rates(url: string): Promise<Rate & { compressed: Rate }> {
  const plain = await rate(url);
  return { ...plain, compressed: await rate(url, true) };
}

// Each round starts with the page the round before ended with, so neither is always measured first.
const pairedTurns = [
  ['page', 'floor', 'compressedFloor', 'compressedPage'],
  ['floor', 'page', 'compressedPage', 'compressedFloor'],
] as const;

/** A site page and the bare page judging it, in rounds: each asked plainly, then each as browsers ask. */
async function pairedRounds(pageUrl: string, floorUrl: string): Promise<PairedRound[]> {
  const rounds: PairedRound[] = [];
  for (let round = 0; round < throughputShape.rounds; round++) {
    const measured: Partial<PairedRound> = {};
    for (const side of pairedTurns[round % 2]!)
      measured[side] = await rate(/page/i.test(side) ? pageUrl : floorUrl, side.startsWith('compressed'));
    rounds.push(measured as PairedRound);
  }
  return rounds;
}

/** `/` and `/en` measured in turns, so both meet the machine's same moments (localeRatio). */
async function alternateLocales(siteUrl: string): Promise<LocaleRatio | null> {
  const rounds: { es: Rate; en: Rate }[] = [];
  for (let round = 0; round < throughputShape.localeRounds; round++) {
    const measured: Partial<Record<'es' | 'en', Rate>> = {};
    for (const locale of round % 2 ? (['en', 'es'] as const) : (['es', 'en'] as const))
      measured[locale] = await rate(`${siteUrl}${locale === 'es' ? '/' : '/en'}`, false, 3);
    rounds.push(measured as { es: Rate; en: Rate });
  }
  const result = localeRatio(rounds);
  if (result)
    console.log(`default locale: / ${result.es} req/s, /en ${result.en} req/s (ratio ${result.ratio})`);
  return result;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : 0;
}

/** The RSS of `pid` through the quiet; the last reading is the figure the goal is held to. */
async function readQuietRss(pid: number): Promise<QuietReading[]> {
  const readings = [{ afterSeconds: 0, rssMB: rssMB(pid) }];
  for (let after = QUIET_READ_EVERY_SECONDS; after <= QUIET_SECONDS; after += QUIET_READ_EVERY_SECONDS) {
    await sleep(QUIET_READ_EVERY_SECONDS * 1000);
    readings.push({ afterSeconds: after, rssMB: rssMB(pid) });
  }
  return readings;
}

/** Samples a process's RSS every 100 ms until stopped; `stop()` gives the highest, in MB. */
export function peakRss(pid: number): () => number {
  let peak = rssMB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMB(pid));
  }, 100);
  // A run that throws must not keep the bench alive.
  timer.unref();
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMB(pid));
  };
}

/** The site's pages beside the bare app's and through nginx, its memory: the stage, on its own ports. */
export async function measureThroughput(
  { siteUrl, sitePid }: Servers,
  benchPages: BenchPage[],
): Promise<ThroughputSummary> {
  const pages = throughputPages(benchPages);
  type Page = (typeof pages)[number];
  const stops: (() => void)[] = [];
  try {
    const bare = await startBareNext(SITE_PORT + 2);
    stops.push(bare.stop);
    // Each page of cards checked before any load: a floor of another weight would make the ratios it judges
    // meaningless.
    type FloorPage = { path: string; url: string; bytes: number; rscChunks: number };
    const floorPages: FloorPage[] = [];
    for (const path of ['/', ...cardPages.map((page) => `/${page.name}`)]) {
      const url = `${bare.url}${path}`;
      const html = await (await fetch(url)).text();
      const weight =
        path === '/'
          ? { bytes: Buffer.byteLength(html), rscChunks: rscChunksOf(html) }
          : checkWeightedFloor(path, html);
      floorPages.push({ path, url, ...weight });
      console.log(`bare Next.js page ${path}: ${kb(weight.bytes)} KB, ${weight.rscChunks} RSC chunks`);
    }
    for (const floor of floorPages) await warm(floor.url, 'x-nextjs-cache');
    // Every page warmed before any is measured, so the first one measured is not the only one measured
    // cold. Warming reads each page's HTML weight, which picks its judge.
    const stopSampling = peakRss(sitePid);
    const weighed: (Page & { bytes: number })[] = [];
    for (const page of pages)
      weighed.push({ ...page, bytes: await warm(`${siteUrl}${page.path}`, 'x-nextjs-cache') });

    const stopSamplingBare = peakRss(bare.pid);
    // The tiny page only reports, so it is measured once; the pages of cards judge, beside each page.
    const [{ url: tinyUrl, ...tinyPage }, ...weightedPages] = floorPages as [FloorPage, ...FloorPage[]];
    const tiny: BareFloor = { ...tinyPage, ...(await rates(tinyUrl)) };
    const direct: MeasuredSitePage[] = [];
    for (const page of weighed) {
      const judge = nearestFloor(page.bytes, weightedPages);
      const rounds = await pairedRounds(`${siteUrl}${page.path}`, judge.url);
      direct.push({ ...page, floor: judge.path, rounds });
      const pageRate = medianRate(rounds.map((round) => round.page)).reqPerSec;
      const judgeRate = medianRate(rounds.map((round) => round.floor)).reqPerSec;
      console.log(
        `${page.name} (${kb(page.bytes)} KB): ${pageRate} req/s beside \`${judge.path}\` ${judgeRate}`,
      );
    }
    // Each page of cards as it measured over every round it ran in; one that judged no page, measured alone.
    const runsOf = (path: string, side: 'floor' | 'compressedFloor') =>
      direct.filter((page) => page.floor === path).flatMap((page) => page.rounds.map((round) => round[side]));
    const weighted: BareFloor[] = [];
    for (const { url, ...floor } of weightedPages) {
      const plainRuns = runsOf(floor.path, 'floor');
      const alone = plainRuns.length === 0 ? await rates(url) : null;
      weighted.push({
        ...floor,
        reqPerSec: alone?.reqPerSec ?? medianRate(plainRuns).reqPerSec,
        compressed: alone?.compressed ?? medianRate(runsOf(floor.path, 'compressedFloor')),
      });
    }
    const bareRssUnderLoadMB = stopSamplingBare();
    bare.stop();

    const locales = await alternateLocales(siteUrl);
    const siteRssUnderLoadMB = stopSampling();

    const homeHtml = await (await fetch(`${siteUrl}/`)).text();
    const nginxStatic = await startNginxStatic({ port: SITE_PORT + 5, html: homeHtml });
    stops.push(nginxStatic.stop);
    const staticRate = (await rate(nginxStatic.url)).reqPerSec;
    console.log(`nginx static file: ${staticRate} req/s`);
    nginxStatic.stop();

    const front = await startNginxFront({
      httpsPort: SITE_PORT + 3,
      httpPort: SITE_PORT + 4,
      sitePort: SITE_PORT,
    });
    stops.push(front.stop);
    const nginx: MeasuredPage[] = [];
    for (const page of pages.filter((p) => p.name !== 'robots.txt')) {
      await warm(`${front.url}${page.path}`, 'x-cache-status');
      const measured = await rate(`${front.url}${page.path}`);
      nginx.push({ ...page, ...measured });
      console.log(`${page.name} through nginx: ${measured.reqPerSec} req/s`);
    }
    front.stop();
    const quietReadings = await readQuietRss(sitePid);
    return summarizeThroughput({
      direct,
      nginx,
      floors: { tiny, weighted, nginxStatic: staticRate },
      weights: { homeBytes: Buffer.byteLength(homeHtml) },
      siteRssMB: quietReadings.at(-1)!.rssMB,
      quietReadings,
      siteRssUnderLoadMB,
      bareRssUnderLoadMB,
      locales,
    });
  } finally {
    for (const stop of stops) stop();
  }
}
