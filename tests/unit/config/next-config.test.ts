// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import config from '@/next.config';

it('pages carry no ETag: Next would hash every answer for it on every request', () => {
  expect(config('phase-production-server').generateEtags).toBe(false);
});

it('a production build has no header rule: the front sets the security headers on every answer', async () => {
  expect(await config(PHASE_PRODUCTION_BUILD).headers!()).toEqual([]);
  // `next dev` runs without the front, so the rule sets them there.
  const [rule] = await config(PHASE_DEVELOPMENT_SERVER).headers!();
  expect(rule?.source).toBe('/:path*');
  expect(rule?.headers.map((header) => header.key)).toContain('Content-Security-Policy');
});

it("a production build leaves compression to the front, which compresses a cached page once; dev keeps Next's", () => {
  expect(config(PHASE_PRODUCTION_BUILD).compress).toBe(false);
  expect(config('phase-production-server').compress).toBe(false);
  expect(config(PHASE_DEVELOPMENT_SERVER).compress).toBe(true);
});

it('reaches its modules by relative paths: Next loads the config with no "@/" alias', () => {
  const seen = new Set<string>();
  const aliased: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/^import [^;]*? from '([^']+)';/gms)) {
      if (target!.startsWith('@/')) aliased.push(`${path.relative(process.cwd(), file)}: ${target}`);
      else if (target!.startsWith('.')) visit(path.resolve(path.dirname(file), `${target}.ts`));
    }
  };
  visit(path.resolve('next.config.ts'));
  expect(seen.size).toBeGreaterThan(5);
  expect(aliased).toEqual([]);
});
