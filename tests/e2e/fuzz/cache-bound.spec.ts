import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { behindNginx, e2ePageCacheDir } from '../support/servers';

// Every unknown slug or id a crawler or a script tries must not grow the page or data cache on disk.
function cacheFiles(): number {
  let count = 0;
  const visit = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const entry = path.join(dir, name);
      if (statSync(entry).isDirectory()) visit(entry);
      else count++;
    }
  };
  visit(path.join(process.cwd(), e2ePageCacheDir));
  return count;
}

test('unknown slugs and ids answer 404 and are not written to the page or data cache', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'one run is enough');
  const run = `${Date.now()}`;
  const paths = [
    ...Array.from({ length: 8 }, (_, i) => `/news/no-such-post-${run}-${i}`),
    ...Array.from({ length: 8 }, (_, i) => `/en/models/${2_000_000_000 + i}/nobody-${run}`),
    ...Array.from({ length: 4 }, (_, i) => `/pt/talents/abc${i}/x-${run}`),
    `/en/news/${'long-'.repeat(60)}${run}`,
  ];
  // The first answers may still write what any page needs (the frame's data); count after one of them.
  expect((await request.get(paths[0]!)).status()).toBe(404);
  const before = cacheFiles();
  // The folder is the live cache: what any page needs is there already.
  expect(before).toBeGreaterThan(0);
  for (const target of paths) expect((await request.get(target)).status(), target).toBe(404);
  expect(cacheFiles()).toBe(before);
});
