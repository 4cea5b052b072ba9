import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startSite } from '../support/site';

// The production front loads what serving needs and no build tool: Next would compile a `next.config.ts`
// with SWC's native binding on every start and keep it in memory, and next-intl's plugin loads its message
// extractor on another one (next.config.mjs, docs/performance.md "What the server loads at start").

/** The files a running process has mapped into its memory (Linux). */
function mappedFiles(pid: number): string[] {
  const lines = readFileSync(`/proc/${pid}/maps`, 'utf8').split('\n');
  return [...new Set(lines.map((line) => line.split(/\s+/)[5] ?? '').filter((file) => file.startsWith('/')))];
}

it('serves without SWC or a file watcher in its memory', async () => {
  // No back end needed to start: the front answers its crawler file with or without one.
  const site = await startSite({ port: 5441, backendPort: 5442 });
  try {
    const files = mappedFiles(site.child.pid!);
    expect(files.some((file) => file.endsWith('/bin/node') || file.includes('libc'))).toBe(true);
    expect(files.filter((file) => /swc|watcher/.test(file))).toEqual([]);
  } finally {
    await site.stop();
  }
}, 120_000);
