// npm run bench: Lighthouse (mobile) and JavaScript weight of the read-side pages against a fresh backend
// and the production build; writes reports/bench.{json,md} and fails when a budget of issue 3 is missed.
// Run it alone on the machine (`flock /tmp/e2e.lock npm run bench`): scores depend on a quiet CPU.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { benchPages } from './pages.mjs';
import { measure } from './measure.mjs';
import { summarize, writeReports } from './report.mjs';
import { siteUrl, startServers } from './servers.mjs';
import { warmPages } from './warm.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_PAGES=roster,news measures only those pages (for a quick look while working on them).
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());

if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
  console.log('Building the site (next build)…');
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });
}

/** One run, tried again (at most twice) when Lighthouse itself failed and so measured nothing. */
async function measureWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

const servers = await startServers();
let failed = false;
try {
  const pages = (await benchPages(siteUrl)).filter((page) => !ONLY || ONLY.includes(page.name));
  // One visit each first, so the pages and their images are rendered and cached before they are measured.
  await warmPages(siteUrl, pages);
  const results = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measureWithRetry(`${siteUrl}${page.path}`));
      console.log(`${page.name} run ${i + 1}: ${JSON.stringify(runs.at(-1).scores)} JS ${(runs.at(-1).jsGzipBytes / 1024).toFixed(1)} KB`);
    }
    results.push(summarize(page, runs));
  }
  const version = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  console.log(writeReports(results, { date: new Date().toISOString(), lighthouse: version, runs: RUNS, siteUrl }));
  failed = results.some((r) => r.misses.length > 0);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  servers.stop();
}
process.exit(failed ? 1 : 0);
