// Sums the JSON reports the test runners write (see vitest*.config.ts and playwright.config.ts) into the one
// closing line CI reads: `N passed, N failed`. A runner that did not get to run adds nothing; a test file
// that failed to load counts as one failure, so a broken import cannot pass silently.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;

// The contract suite runs twice: on PGlite, then on PostgreSQL.
for (const file of [
  'reports/unit.json',
  'reports/contract.json',
  'reports/contract-postgres.json',
  'reports/multi.json',
]) {
  const report = read(file);
  if (!report) continue;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  failed += (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
}

// The end-to-end suite runs twice: against the site directly, then through the nginx front.
for (const file of ['reports/e2e.json', 'reports/e2e-nginx.json']) {
  const e2e = read(file);
  if (!e2e) continue;
  const { expected = 0, flaky = 0, unexpected = 0 } = e2e.stats ?? {};
  passed += expected + flaky;
  failed += unexpected + (e2e.errors ?? []).length;
}

console.log(`${passed} passed, ${failed} failed`);
