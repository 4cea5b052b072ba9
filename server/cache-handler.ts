// The page and data cache handler Next.js loads (built to dist/cache-handler.mjs, named in next.config.ts
// `cacheHandler`): with REDIS_URL, the store every site instance shares (server/redis-page-cache.ts);
// without it, the bounded file-system cache of one machine (server/file-system-page-cache.ts), so `npm start`
// needs no outside service. Chosen when the server starts, from its environment; `next build` always writes
// to the file system, so a build needs no Redis and its prerendered pages stay in the build.
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { parseEnv } from '../lib/env-schema';
import { BoundedFileSystemCache } from './file-system-page-cache';
import { RedisPageCache } from './redis-page-cache';

const env = parseEnv(process.env);
const building = process.env.NEXT_PHASE === 'phase-production-build';
const redisUrl = building ? undefined : env.REDIS_URL;

class SharedRedisPageCache extends RedisPageCache {
  constructor(ctx: CacheHandlerContext) {
    super(ctx, { url: redisUrl ?? '', prefix: env.REDIS_KEY_PREFIX });
  }
}

const PageCache = redisUrl ? SharedRedisPageCache : BoundedFileSystemCache;
export default PageCache;
