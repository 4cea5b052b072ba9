import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTally,
  countPlaywright,
  countVitest,
  emptyTally,
  summaryLines,
  type PlaywrightReport,
  type VitestReport,
} from '@/scripts/lib/test-reports.mjs';
import { minutes, stageLines, testStages } from '@/scripts/lib/test-stages.mjs';

// Shaped like Vitest's json reporter output (testResults[].assertionResults[].status).
const vitestReport: VitestReport = {
  testResults: [
    {
      status: 'failed',
      assertionResults: [
        { status: 'passed' },
        { status: 'failed' },
        { status: 'skipped' },
        { status: 'pending' },
        { status: 'todo' },
      ],
    },
    { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
    // A file whose import threw: no tests at all.
    { status: 'failed', assertionResults: [] },
  ],
};

const spec = (title: string, ...statuses: string[]) => ({
  title,
  tests: statuses.map((status, i) => ({ status, projectName: i === 0 ? 'desktop' : 'phone' })),
});

// Shaped like Playwright's json reporter output: one top suite per file, titled with its path from
// rootDir, describes nested inside, each spec with one test per project.
const playwrightReport = (rootDir: string): PlaywrightReport => ({
  config: { rootDir },
  suites: [
    {
      title: 'contact.spec.ts',
      specs: [spec('loads', 'expected', 'flaky')],
      suites: [
        {
          title: 'contact form',
          specs: [spec('sends', 'flaky', 'expected')],
          suites: [{ title: 'errors', specs: [spec('shows a 503', 'unexpected', 'skipped')] }],
        },
      ],
    },
    { title: 'menu.spec.ts', specs: [spec('opens', 'expected', 'expected')] },
  ],
  errors: [{ message: 'web server did not start' }],
  stats: { expected: 4, unexpected: 1, flaky: 2, skipped: 1 },
});

describe('countVitest', () => {
  it('counts passed and failed tests, and skipped, pending and todo ones as skipped', () => {
    const { passed, failed, skipped, flaky } = countVitest(vitestReport);
    expect({ passed, skipped, flaky }).toEqual({ passed: 3, skipped: 3, flaky: [] });
    // One failed test, and one for the file that failed to load.
    expect(failed).toBe(2);
  });

  it('adds nothing for a report without test files', () => {
    expect(countVitest({})).toEqual(emptyTally());
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as passed, errors outside tests as failed, and skipped ones', () => {
    const { passed, failed, skipped } = countPlaywright(playwrightReport('/repo/tests/e2e'), '/repo');
    expect({ passed, failed, skipped }).toEqual({ passed: 6, failed: 2, skipped: 1 });
  });

  it('names each flaky test by file and title path, with its project', () => {
    expect(countPlaywright(playwrightReport('/repo/tests/e2e'), '/repo').flaky).toEqual([
      { name: 'tests/e2e/contact.spec.ts › loads', project: 'phone' },
      { name: 'tests/e2e/contact.spec.ts › contact form › sends', project: 'desktop' },
    ]);
  });
});

describe('summaryLines', () => {
  it('lists the flaky tests with their run before the closing line', () => {
    const sum = emptyTally();
    addTally(sum, countVitest(vitestReport), 'unit');
    addTally(sum, countPlaywright(playwrightReport('/repo/tests/e2e'), '/repo'), 'e2e nginx');
    expect(summaryLines(sum)).toEqual([
      'flaky: 2',
      'flaky (e2e nginx, phone): tests/e2e/contact.spec.ts › loads',
      'flaky (e2e nginx, desktop): tests/e2e/contact.spec.ts › contact form › sends',
      '9 passed, 4 failed, 4 skipped',
    ]);
  });

  it('is the closing line alone when nothing was flaky', () => {
    expect(summaryLines(countVitest(vitestReport))).toEqual(['3 passed, 2 failed, 3 skipped']);
  });
});

describe('scripts/ci-summary.mjs', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
  });

  /** The summary's lines, run in `dir` with reports/ holding `reports` (file name → JSON). */
  function summaryOf(reports: Record<string, unknown>): string[] {
    mkdirSync(path.join(dir, 'reports'));
    for (const [name, report] of Object.entries(reports))
      writeFileSync(path.join(dir, 'reports', name), JSON.stringify(report));
    const output = execFileSync(process.execPath, [path.resolve('scripts/ci-summary.mjs')], {
      cwd: dir,
      encoding: 'utf8',
    });
    return output.trimEnd().split('\n');
  }

  it('sums the reports it finds and names the e2e run of each flaky test', () => {
    const lines = summaryOf({
      'unit.json': vitestReport,
      'e2e.json': playwrightReport(path.join(dir, 'tests/e2e')),
      'e2e-nginx.json': {
        suites: [],
        errors: [],
        stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
      },
    });
    expect(lines).toEqual([
      'flaky: 2',
      'flaky (e2e, phone): tests/e2e/contact.spec.ts › loads',
      'flaky (e2e, desktop): tests/e2e/contact.spec.ts › contact form › sends',
      '12 passed, 4 failed, 4 skipped',
    ]);
  });

  it('prints each stage that ran with its duration, above the counts', () => {
    const lines = summaryOf({
      'unit.json': vitestReport,
      'stages.json': [
        { name: 'lint', seconds: 41.2, ok: true },
        { name: 'unit', seconds: 80.5, ok: false },
      ],
    });
    expect(lines).toEqual([
      'stages:',
      '  lint    0:41',
      '  unit    1:21  failed',
      '  total   2:02',
      '3 passed, 2 failed, 3 skipped',
    ]);
  });
});

describe('the stages of npm test', () => {
  it('are npm scripts of package.json, each run once, the build before the end-to-end runs', async () => {
    const { scripts } = (await import('@/package.json')).default as { scripts: Record<string, string> };
    const names = testStages.flatMap(({ lanes }) => lanes.flat());
    for (const script of names) expect(scripts[script], script).toBeDefined();
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('build')).toBeLessThan(names.indexOf('test:e2e:direct'));
    expect(scripts.test).toBe('node scripts/test-stages.mjs');
    // Everything `npm run lint` checks, and the typecheck, is a stage's.
    expect(scripts.lint).toBe('npm run --silent lint:code && npm run --silent lint:files');
    for (const script of ['lint:code', 'lint:files', 'typecheck']) expect(names).toContain(script);
  });

  it('reads durations as minutes and seconds', () => {
    expect(minutes(0)).toBe('0:00');
    expect(minutes(59.6)).toBe('1:00');
    expect(minutes(1525)).toBe('25:25');
    expect(stageLines([])).toEqual([]);
  });
});
