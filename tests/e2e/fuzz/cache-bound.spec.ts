import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx, e2ePageCacheDir } from '../../support/e2e/servers';

// Every unknown slug or id a crawler or a script tries must not grow the page cache on disk. Other tests
// fill the same cache meanwhile, so the check looks for this test's own paths, which carry its run id.
function cacheFiles(): string[] {
  const files: string[] = [];
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
      else files.push(entry);
    }
  };
  visit(path.join(process.cwd(), e2ePageCacheDir));
  return files;
}

test('unknown slugs and ids answer 404 and are not written to the page cache', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'one run is enough');
  const run = `${Date.now()}`;
  const paths = [
    ...Array.from({ length: 8 }, (_, i) => `/news/no-such-post-${run}-${i}`),
    ...Array.from({ length: 8 }, (_, i) => `/en/models/${2_000_000_000 + i}/nobody-${run}`),
    ...Array.from({ length: 4 }, (_, i) => `/pt/talents/abc${i}/x-${run}`),
    `/en/news/${'long-'.repeat(60)}${run}`,
  ];
  for (const target of paths) expect((await request.get(target)).status(), target).toBe(404);
  const files = cacheFiles();
  // The folder is the live cache (what the pages need is there), and none of it is this test's.
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => file.includes(run))).toEqual([]);
});
