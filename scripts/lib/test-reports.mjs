// The counting behind scripts/ci-summary.mjs, kept apart from the file reading so it can be unit-tested.
// Plain JavaScript so the .mjs script can import it without a TypeScript loader; types in the .d.mts.
import path from 'node:path';

/** Zero counts, the start of a sum. */
export const emptyTally = () => ({ passed: 0, failed: 0, skipped: 0, flaky: [] });

/**
 * Counts a Vitest JSON report test by test. 'skipped', 'pending', 'todo' (and 'disabled') are skipped;
 * a test file that failed to load, so it has no tests, counts as one failure: a broken import must not
 * pass silently. Vitest has no retries here, so nothing is flaky.
 */
export function countVitest(report) {
  const tally = emptyTally();
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    if (file.status === 'failed' && tests.length === 0) tally.failed += 1;
    for (const test of tests) {
      if (test.status === 'passed') tally.passed += 1;
      else if (test.status === 'failed') tally.failed += 1;
      else tally.skipped += 1;
    }
  }
  return tally;
}

/** Every spec of a Playwright suite tree, with the titles of the suites above it. */
function* specsOf(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = [...titles, suite.title];
    for (const spec of suite.specs ?? []) yield { spec, titles: here };
    yield* specsOf(suite.suites, here);
  }
}

/**
 * Counts a Playwright JSON report from its stats: a flaky test (failed, then passed on retry) counts as
 * passed and is named, as `file › describe › title`, with the file relative to `cwd`; an error outside
 * any test (a web server that did not start, a file that did not load) counts as a failure.
 */
export function countPlaywright(report, cwd = process.cwd()) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  // The top suite's title is the file's path from the test folder (the report's rootDir).
  const rootDir = report.config?.rootDir;
  const folder = rootDir ? path.relative(cwd, rootDir).split(path.sep).join('/') : '';
  const flakyTests = [];
  for (const { spec, titles } of specsOf(report.suites)) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'flaky') continue;
      const [file = '', ...describes] = titles;
      const name = [folder ? `${folder}/${file}` : file, ...describes, spec.title].join(' › ');
      flakyTests.push({ name, project: test.projectName ?? '' });
    }
  }
  return {
    passed: expected + flaky,
    failed: unexpected + (report.errors ?? []).length,
    skipped,
    flaky: flakyTests,
  };
}

/** Adds `tally` into `sum`, naming its flaky tests after `run` (e.g. "e2e nginx"). */
export function addTally(sum, tally, run) {
  sum.passed += tally.passed;
  sum.failed += tally.failed;
  sum.skipped += tally.skipped;
  for (const test of tally.flaky) sum.flaky.push({ ...test, run });
  return sum;
}

/**
 * The summary's lines: `flaky: N` and one line per flaky test when there are any, then the line CI reads,
 * `N passed, N failed, N skipped`.
 */
export function summaryLines(sum) {
  const lines = [];
  if (sum.flaky.length > 0) {
    lines.push(`flaky: ${sum.flaky.length}`);
    for (const { run, project, name } of sum.flaky) {
      lines.push(`flaky (${[run, project].filter(Boolean).join(', ')}): ${name}`);
    }
  }
  lines.push(`${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
  return lines;
}
