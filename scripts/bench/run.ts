// npm run bench: its stages (lighthouse, throughput, filters, memory, staff; BENCH_STAGES picks some) against
// the production build and a backend seeded with a large roster; writes reports/bench.{json,md} and fails
// when a budget is missed. Its stages, goals and variables: docs/performance.md and the README.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { measureBackendMemory } from './backend-memory';
import { filtersMarkdown, measureFilters } from './filters';
import { checkHtml, type HtmlCheck } from './html-check';
import { lcpFloorOf, lighthouseRounds, startLcpFloor, type LcpFloor } from './lcp-floor';
import { benchPages } from './pages';
import { measure, measureApplied, type MeasuredRun } from './measure';
import { summarize, writeReports, type PageResult } from './report';
import { BACKEND_PORT, SITE_PORT, siteUrl, startServers } from './servers';
import { measureSitemap, type Sitemap } from './sitemap';
import { measureStaff } from './staff';
import { staffMarkdown } from './staff-report';
import { measureThroughput, rssMB, throughputShape } from './throughput';
import { warmPages } from './warm';

// Five runs a page: blocking time moves several-fold from one run to the next (decision 0004).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const STAGES = (process.env.BENCH_STAGES ?? 'lighthouse,throughput,filters,memory,staff')
  .split(',')
  .map((name) => name.trim());
// The throughput stage's servers, beside the site's port.
const THROUGHPUT_PORTS = {
  bareNext: SITE_PORT + 2,
  nginxHttps: SITE_PORT + 3,
  nginxHttp: SITE_PORT + 4,
  nginxStatic: SITE_PORT + 5,
};
// The Lighthouse stage's floor: a bare Next.js page showing the home's hero (lcp-floor.ts).
const LCP_FLOOR_PORT = SITE_PORT + 6;

const built = ['.next/BUILD_ID', 'dist/front.mjs', 'dist/backend.mjs'].every((file) => existsSync(file));
if (!built || process.argv.includes('--build')) {
  console.log('Building the site (npm run build)…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

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

/** A run's two timings, for the log. */
const timings = (run: MeasuredRun) =>
  `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms; applied: LCP ${run.applied.lcpMs} ms, TBT ${run.applied.tbtMs} ms`;

const servers = await startServers();
// The backend has seeded its data and answers: what it holds before any visitor.
const backendSeededMB = rssMB(servers.backendPid);
let failed = false;
try {
  const allPages = await benchPages(siteUrl);
  const pages = allPages.filter((page) => !ONLY || ONLY.includes(page.name));
  const results: PageResult[] = [];
  let html: HtmlCheck | undefined;
  let sitemap: Sitemap | undefined;
  let lcpFloor: LcpFloor | undefined;
  if (STAGES.includes('lighthouse')) {
    // One visit each first, so the pages and their images are rendered and cached before they are measured.
    await warmPages(siteUrl, pages);
    // The floor is built and started before the first run: building it keeps the CPU busy for a while, and
    // the scores depend on a quiet machine.
    const floor = await startLcpFloor({ siteUrl, port: LCP_FLOOR_PORT });
    const runs = new Map<string, MeasuredRun[]>(pages.map((page) => [page.name, []]));
    const floorRuns: MeasuredRun[] = [];
    try {
      for (const target of lighthouseRounds(pages, RUNS)) {
        if (target === 'floor') {
          const run = await measureBoth(floor.url);
          floorRuns.push(run);
          console.log(`bare Next.js page with the home's hero: ${timings(run)}`);
          continue;
        }
        const run = await measureBoth(`${siteUrl}${target.path}`);
        runs.get(target.name)!.push(run);
        console.log(
          `${target.name}: ${JSON.stringify(run.scores)} JS ${(run.jsGzipBytes / 1024).toFixed(1)} KB, ${timings(run)}`,
        );
      }
    } finally {
      floor.stop();
    }
    for (const page of pages) results.push(summarize(page, runs.get(page.name)!));
    lcpFloor = lcpFloorOf(floor, floorRuns);
    html = await checkHtml(siteUrl, pages);
    sitemap = await measureSitemap(siteUrl);
  }
  // After Lighthouse, which needs a quiet machine; the site's RSS is read at its end.
  const throughput = STAGES.includes('throughput')
    ? await measureThroughput({
        siteUrl,
        sitePort: SITE_PORT,
        sitePid: servers.sitePid,
        benchPages: allPages,
        ports: THROUGHPUT_PORTS,
      })
    : undefined;
  const filters = STAGES.includes('filters')
    ? await measureFilters({ siteUrl, backendUrl: `http://127.0.0.1:${BACKEND_PORT}` })
    : undefined;
  if (filters) console.log(filtersMarkdown(filters, servers.seedTalents));
  const backendMemory = STAGES.includes('memory')
    ? await measureBackendMemory({
        backendUrl: `http://127.0.0.1:${BACKEND_PORT}`,
        pid: servers.backendPid,
        afterSeedMB: backendSeededMB,
      })
    : undefined;
  // Last: it gives the backend a copy of its data with the submissions added.
  const staff = STAGES.includes('staff') ? await measureStaff({ siteUrl, servers }) : undefined;
  if (staff) console.log(staffMarkdown(staff));
  const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  const { md, misses } = writeReports(results, {
    date: new Date().toISOString(),
    lighthouse: version,
    runs: RUNS,
    siteUrl,
    seedTalents: servers.seedTalents,
    throughputShape,
    html,
    sitemap,
    lcpFloor,
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
