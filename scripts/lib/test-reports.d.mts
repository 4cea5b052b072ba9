/** A test that failed, then passed on retry, named `file › describe › title`. */
export type FlakyTest = { name: string; project: string; run?: string };

export type Tally = { passed: number; failed: number; skipped: number; flaky: FlakyTest[] };

/** The parts of Vitest's JSON report that are counted. */
export type VitestReport = {
  testResults?: {
    status: string;
    assertionResults?: { status: string }[];
  }[];
};

/** The parts of Playwright's JSON report that are counted. */
export type PlaywrightSuite = {
  title: string;
  specs?: { title: string; tests?: { status: string; projectName?: string }[] }[];
  suites?: PlaywrightSuite[];
};
export type PlaywrightReport = {
  config?: { rootDir?: string };
  suites?: PlaywrightSuite[];
  errors?: unknown[];
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
};

/** Zero counts, the start of a sum. */
export function emptyTally(): Tally;
/** Counts a Vitest JSON report; a test file that failed to load counts as one failure. */
export function countVitest(report: VitestReport): Tally;
/** Counts a Playwright JSON report from its stats and names its flaky tests (files relative to `cwd`). */
export function countPlaywright(report: PlaywrightReport, cwd?: string): Tally;
/** Adds `tally` into `sum`, naming its flaky tests after `run`. */
export function addTally(sum: Tally, tally: Tally, run: string): Tally;
/** `flaky: N` and a line per flaky test when there are any, then `N passed, N failed, N skipped`. */
export function summaryLines(sum: Tally): string[];
