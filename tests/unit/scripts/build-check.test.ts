import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, buildIsCurrent, buildOutputs } from '@/scripts/lib/build-check.mjs';

let root: string;
const past = new Date('2026-01-01T00:00:00Z');
const built = new Date('2026-01-02T00:00:00Z');
const later = new Date('2026-01-03T00:00:00Z');

function file(relative: string, time: Date) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, time, time);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-check-'));
  file('app/page.tsx', past);
  file('next.config.mjs', past);
  for (const output of buildOutputs) file(output, built);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the start-up rebuild check', () => {
  it('accepts a build newer than its sources', () => {
    expect(buildIsCurrent(root)).toBe(true);
  });

  it.each([
    'instrumentation.ts',
    'tsconfig.json',
    '.env',
    'backend/main.ts',
    'server/main.ts',
    'package-lock.json',
    'app/[lang]/page.tsx',
  ])('rebuilds when %s changed after the build', (input) => {
    file(input, later);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it.each(buildOutputs)('rebuilds when %s is missing', (output) => {
    rmSync(path.join(root, output));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('ignores what the build does not read (tests, docs)', () => {
    file('tests/e2e/a.spec.ts', later);
    file('docs/routes.md', later);
    expect(buildIsCurrent(root)).toBe(true);
  });

  // A new top-level file or folder must be classed here, so a new build input cannot be forgotten.
  it('classes every file of the repository as an input of the build or not', () => {
    const notInputs = [
      '.ci/',
      'deploy/',
      'docs/',
      'scripts/',
      'tests/',
      '.env.example',
      '.gitignore',
      '.npmrc',
      '.prettierignore',
      '.prettierrc.json',
      'README.md',
      'eslint.config.mjs',
      'knip.json',
      'playwright.config.ts',
      'vitest.config.ts',
    ];
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: process.cwd(),
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const covered = (f: string, entry: string) =>
      f === entry || f.startsWith(entry.endsWith('/') ? entry : `${entry}/`);
    const unclassed = files.filter(
      (f) => !buildInputs.some((entry) => covered(f, entry)) && !notInputs.some((entry) => covered(f, entry)),
    );
    expect(unclassed).toEqual([]);
  });
});
