// Prints what CI reads at the end of a run: each stage's duration (reports/stages.json, written by
// scripts/test-stages.mjs), a line per flaky test (failed, then passed on retry; counted as passed), and last
// `N passed, N failed, N skipped`, summed over the JSON reports the runners write (vitest.config.ts,
// playwright.config.ts). A runner that did not get to run adds nothing. The counting itself is in
// scripts/lib/test-reports.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { addTally, countPlaywright, countVitest, emptyTally, summaryLines } from './lib/test-reports.mjs';
import { stageLines } from './lib/test-stages.mjs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const sum = emptyTally();
const runs = [
  // The contract suite runs twice: on PGlite, then on PostgreSQL.
  { file: 'reports/unit.json', run: 'unit', count: countVitest },
  { file: 'reports/contract.json', run: 'contract', count: countVitest },
  { file: 'reports/contract-postgres.json', run: 'contract postgres', count: countVitest },
  { file: 'reports/multi.json', run: 'multi', count: countVitest },
  // The end-to-end suite runs twice: against the site directly, then through the nginx front.
  { file: 'reports/e2e.json', run: 'e2e', count: countPlaywright },
  { file: 'reports/e2e-nginx.json', run: 'e2e nginx', count: countPlaywright },
];
for (const { file, run, count } of runs) {
  const report = read(file);
  if (report) addTally(sum, count(report), run);
}

for (const line of stageLines(read('reports/stages.json') ?? [])) console.log(line);
for (const line of summaryLines(sum)) console.log(line);
