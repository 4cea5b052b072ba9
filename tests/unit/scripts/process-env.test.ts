import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backendHeapOptions,
  backendProcessEnv,
  frontHeapOptions,
  frontProcessEnv,
} from '@/scripts/lib/process-env.mjs';

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Tracked code files that name one of `programs` and start a process (spawn, or a Playwright command). */
function startersOf(programs: string[]): string[] {
  const patterns = programs.flatMap((program) => ['-e', program]);
  return execFileSync('git', ['grep', '-l', ...patterns, '--', '*.ts', '*.mjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .filter((file) => /\bspawn\(|\bcommand:/.test(read(file)))
    .sort();
}

/** Heap options as NODE_OPTIONS writes them. */
const written = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

describe('the front server process environment', () => {
  it('limits glibc to two malloc arenas unless the operator chose a number', () => {
    expect(frontProcessEnv({}).MALLOC_ARENA_MAX).toBe('2');
    expect(frontProcessEnv({ MALLOC_ARENA_MAX: '' }).MALLOC_ARENA_MAX).toBe('2');
    expect(frontProcessEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });

  it("fixes glibc's mmap threshold at 128 KB unless the operator chose one", () => {
    expect(frontProcessEnv({}).MALLOC_MMAP_THRESHOLD_).toBe('131072');
    expect(frontProcessEnv({ MALLOC_MMAP_THRESHOLD_: '' }).MALLOC_MMAP_THRESHOLD_).toBe('131072');
    expect(frontProcessEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });

  it("bounds V8's heap with documented options, keeping the operator's own", () => {
    expect(frontProcessEnv({}).NODE_OPTIONS).toBe('--max-semi-space-size=8 --max-old-space-size=192');
    expect(frontProcessEnv({ NODE_OPTIONS: '--max-old-space-size=512 --trace-warnings' }).NODE_OPTIONS).toBe(
      '--max-old-space-size=512 --trace-warnings --max-semi-space-size=8',
    );
    expect(frontProcessEnv({ NODE_OPTIONS: '--max_old_space_size=512' }).NODE_OPTIONS).toBe(
      '--max_old_space_size=512 --max-semi-space-size=8',
    );
  });

  it('is given by every program that starts dist/front.mjs', () => {
    const files = startersOf(['dist/front.mjs']);
    expect(files).toEqual([
      'playwright.config.ts',
      'scripts/bench/servers.ts',
      'scripts/start.mjs',
      'tests/multi/public-start.test.ts',
      'tests/support/site.ts',
    ]);
    for (const file of files) expect(read(file), file).toContain('...frontProcessEnv(');
    const manifest = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const heap = written(frontHeapOptions);
    // The operator's NODE_OPTIONS after the front's: of two values of one option, Node takes the last.
    expect(manifest.scripts.serve).toBe(
      `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-2} MALLOC_MMAP_THRESHOLD_=\${MALLOC_MMAP_THRESHOLD_:-131072} NODE_OPTIONS="${heap} \${NODE_OPTIONS:-}" node dist/front.mjs`,
    );
    expect(read('docs/deploy.md')).toContain(`NODE_OPTIONS=${heap}`);
  });

  it("gives the backend the same malloc settings and its own heap bounds, keeping the operator's", () => {
    expect(backendProcessEnv({})).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      NODE_OPTIONS: '--max-semi-space-size=4 --max-old-space-size=192',
    });
    expect(backendProcessEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(backendProcessEnv({ NODE_OPTIONS: '--max-semi-space-size=16' }).NODE_OPTIONS).toBe(
      '--max-semi-space-size=16 --max-old-space-size=192',
    );
  });

  it('is given by every program that starts the backend', () => {
    const files = startersOf(['dist/backend.mjs', "'backend/main.ts'"]);
    expect(files).toEqual([
      'playwright.config.ts',
      'scripts/bench/servers.ts',
      'scripts/start.mjs',
      'tests/multi/public-start.test.ts',
      'tests/support/backend.ts',
    ]);
    for (const file of files) expect(read(file), file).toContain('...backendProcessEnv(');
    expect(read('docs/deploy.md')).toContain(`NODE_OPTIONS=${written(backendHeapOptions)}`);
  });
});
