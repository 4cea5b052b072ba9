// npm run bench: its stages (lighthouse, throughput, filters, memory, staff; BENCH_STAGES picks some) against
// the production build and a backend seeded with a large roster; writes reports/bench.{json,md} and fails
// when a budget is missed. Its stages, goals and variables: docs/performance.md and the README.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { measureBackendMemory } from './backend-memory';
import { measureFilters } from './filters';
import { checkHtml } from './html-check';
import { lcpFloorOf, lighthouseRounds, startLcpFloor } from './lcp-floor';
import { benchPages, type BenchPage } from './pages';
import { measure, measureApplied, type MeasuredRun } from './measure';
import { summarize, writeReports } from './report';
import { startServers } from './servers';
import { measureSitemap } from './sitemap';
import { measureStaff } from './staff';
import { measureThroughput, rssMB, throughputShape } from './throughput';
import { warmPages } from './warm';

// Five runs a page: blocking time moves several-fold from one run to the next (decision 0004).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const STAGES = (process.env.BENCH_STAGES ?? 'lighthouse,throughput,filters,memory,staff')
  .split(',')
  .map((name) => name.trim());

const built = ['.next/BUILD_ID', 'dist/front.mjs', 'dist/backend.mjs'].every((file) => existsSync(file));
if (!built || process.argv.includes('--build')) {
  console.log('Building the site (npm run build)…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

/** `measurement` when BENCH_STAGES names `stage`, else nothing. */
const stage = <T>(name: string, measurement: () => Promise<T>) =>
  STAGES.includes(name) ? measurement() : undefined;

/** One measurement, tried again (at most twice) when Lighthouse itself failed and so measured nothing. */
async function withRetry<T>(measurement: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurement();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

/** One run of `url`, simulated throttling, then the same page with the throttling applied. */
async function measureBoth(url: string): Promise<MeasuredRun> {
  const run = await withRetry(() => measure(url));
  return { ...run, applied: await withRetry(() => measureApplied(url)) };
}

/** Lighthouse on each page and on the floor in rounds, then the Nu checker and the sitemap. */
async function lighthouseStage(siteUrl: string, pages: BenchPage[]) {
  // One visit each first, so the pages and their images are rendered and cached before they are measured.
  await warmPages(siteUrl, pages);
  // Built and started before the first run: building it keeps the CPU busy, and the scores need it quiet.
  const floor = await startLcpFloor(siteUrl);
  const runs = new Map<BenchPage | 'floor', MeasuredRun[]>();
  for (const target of ['floor' as const, ...pages]) runs.set(target, []);
  try {
    for (const target of lighthouseRounds(pages, RUNS)) {
      const run = await measureBoth(target === 'floor' ? floor.url : `${siteUrl}${target.path}`);
      runs.get(target)!.push(run);
      const what = target === 'floor' ? "bare Next.js page with the home's hero" : target.name;
      const js =
        target === 'floor'
          ? ''
          : `${JSON.stringify(run.scores)} JS ${(run.jsGzipBytes / 1024).toFixed(1)} KB, `;
      console.log(
        `${what}: ${js}LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms; applied: LCP ${run.applied.lcpMs} ms, TBT ${run.applied.tbtMs} ms`,
      );
    }
  } finally {
    floor.stop();
  }
  return {
    results: pages.map((page) => summarize(page, runs.get(page)!)),
    lcpFloor: lcpFloorOf(floor, runs.get('floor')!),
    html: await checkHtml(siteUrl, pages),
    sitemap: await measureSitemap(siteUrl),
  };
}

const servers = await startServers();
// The backend has seeded its data and answers: what it holds before any visitor.
const backendSeededMB = rssMB(servers.backendPid);
let failed = false;
try {
  const allPages = await benchPages(servers.siteUrl);
  const pages = allPages.filter((page) => !ONLY || ONLY.includes(page.name));
  const lighthouse = await stage('lighthouse', () => lighthouseStage(servers.siteUrl, pages));
  // After Lighthouse, which needs a quiet machine; the site's RSS is read at its end.
  const throughput = await stage('throughput', () => measureThroughput(servers, allPages));
  const filters = await stage('filters', () => measureFilters(servers));
  const backendMemory = await stage('memory', () => measureBackendMemory(servers, backendSeededMB));
  // Last: it gives the backend a copy of its data with the submissions added.
  const staff = await stage('staff', () => measureStaff(servers));
  const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  const { results = [], ...pageChecks } = lighthouse ?? {};
  const { md, misses } = writeReports(results, {
    date: new Date().toISOString(),
    lighthouse: version,
    runs: RUNS,
    siteUrl: servers.siteUrl,
    seedTalents: servers.seedTalents,
    throughputShape,
    ...pageChecks,
    throughput,
    filters,
    backendMemory,
    staff,
  });
  console.log(md);
  failed = misses.length > 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  servers.stop();
}
process.exit(failed ? 1 : 0);
