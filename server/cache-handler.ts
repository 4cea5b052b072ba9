// The page and data cache handler Next.js loads, with the store it chooses once from the environment
// (docs/caching.md, "Pages: the cache handler"); `next build` always writes to the folder, so a build needs no
// Redis.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../lib/env-schema';
import { metrics } from '../lib/ops/metrics';
import { fileStore } from './page-cache/file-store';
import { pageCacheHandler, type HandlerOptions } from './page-cache/handler';
import { redisStore } from './page-cache/redis-store';
import type { PageCacheStore } from './page-cache/store';

/** Bytes of entries kept in memory by the folder store (Next's own default for its cache). */
const MEMORY_BYTES = 50 * 1024 * 1024;

function buildId(buildFolder: string): string {
  try {
    return readFileSync(path.join(buildFolder, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

let store: PageCacheStore | undefined;

/** The process's one store, made at the first handler (Next makes a handler per request). */
function theStore({ serverDistDir }: HandlerOptions): PageCacheStore {
  if (store) return store;
  // Next's `.next`, whose `server` folder Next names.
  const buildFolder = serverDistDir ? path.dirname(serverDistDir) : '.next';
  const env = parseEnv(process.env);
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  store =
    env.REDIS_URL && !building
      ? redisStore({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, buildId: buildId(buildFolder) })
      : fileStore({
          // Inside the build's folder, which the next build empties; or one folder per build in
          // PAGE_CACHE_DIR, so no build ever serves another's pages. Joined as text: a path computed with
          // node:path makes the build trace the whole project.
          folder: env.PAGE_CACHE_DIR
            ? `${env.PAGE_CACHE_DIR}/${buildId(buildFolder)}`
            : `${buildFolder}/page-cache`,
          maxDiskBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
          maxMemoryBytes: MEMORY_BYTES,
        });
  return store;
}

export default pageCacheHandler(theStore, (kind, result) => metrics().pageCache.inc({ kind, result }));
