// Next.js's page and data cache in Redis, the store of several site instances (REDIS_URL set;
// server/cache-handler.ts chooses): every instance reads the pages and data any of them rendered, and a tag
// revalidated on one (POST /api/revalidate, revalidateTag, revalidatePath) is stale on all of them from the
// next request on.
//
// How a revalidation reaches every instance: Next keeps the time each tag was revalidated in a map of its own
// process (the tags manifest) and compares it with an entry's age after the handler's `get`, serving a stale
// entry while it renders the page again (stale-while-revalidate). Here `revalidateTag` also writes those times
// to one Redis hash, and `get` copies the times of the entry's tags from that hash into the process's map
// before Next looks, so an instance that never saw the revalidation still finds the entry stale.
//
// Entries never expire by age in Redis (Next decides when they are stale) but each gets Redis's TTL of the
// entry's `expire`, or a year: run Redis with `maxmemory` and `maxmemory-policy volatile-lru`, so under memory
// pressure Redis drops the least recently used entries and never the tags' hash, which has no TTL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache';
import { sharedRedis, type SharedRedis } from '../lib/redis/shared-client';
import { APP_PAGE, APP_ROUTE, isNotFound } from './page-cache-rules';

type Get = CacheHandler['get'];
type Set = CacheHandler['set'];
type TagState = { stale?: number; expired?: number };

const { tagsManifest } = tagsManifestModule as unknown as { tagsManifest: Map<string, TagState> };

const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';
const YEAR_SECONDS = 365 * 24 * 3600;

/** Key names in Redis: entries belong to one build, tag times to every build sharing the Redis. */
export function redisKeys(prefix: string, buildId: string) {
  return { entry: (key: string) => `${prefix}page:${buildId}:${key}`, tags: `${prefix}tags` };
}

/** JSON that keeps Buffers and Maps (a page's RSC payload and segments, a route's body). */
export function serializeEntry(entry: CacheHandlerValue): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...(raw as Map<unknown, unknown>).entries()] };
    return value;
  });
}

export function deserializeEntry(text: string): CacheHandlerValue {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$buffer' in value) {
      return Buffer.from((value as { $buffer: string }).$buffer, 'base64');
    }
    if (value && typeof value === 'object' && '$map' in value) {
      return new Map((value as { $map: [unknown, unknown][] }).$map);
    }
    return value;
  }) as CacheHandlerValue;
}

/** The tags an entry was stored under: a page's or route's from its header, data's from the caller. */
function tagsOf(entry: CacheHandlerValue, ctx: Parameters<Get>[1]): string[] {
  const value = entry.value;
  if (value && (value.kind === APP_PAGE || value.kind === APP_ROUTE)) {
    const header = value.headers?.[NEXT_CACHE_TAGS_HEADER];
    return typeof header === 'string' ? header.split(',') : [];
  }
  if ('tags' in ctx || 'softTags' in ctx) return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  return [];
}

/** The later of two times a tag was made stale or expired, field by field. */
function laterState(a: TagState | undefined, b: TagState): TagState {
  const pick = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : Math.max(x, y));
  return { stale: pick(a?.stale, b.stale), expired: pick(a?.expired, b.expired) };
}

function readBuildId(ctx: CacheHandlerContext): string {
  if (!ctx.serverDistDir) return 'dev';
  try {
    return readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

export class RedisPageCache {
  private readonly keys: ReturnType<typeof redisKeys>;

  constructor(
    ctx: CacheHandlerContext,
    private readonly options: { url: string; prefix: string },
  ) {
    this.keys = redisKeys(options.prefix, readBuildId(ctx));
  }

  private client(): Promise<SharedRedis | null> {
    return sharedRedis(this.options.url);
  }

  /** A miss when Redis is unreachable: Next renders the page, as it would on a first visit. */
  async get(...[key, ctx]: Parameters<Get>): ReturnType<Get> {
    const redis = await this.client();
    if (!redis) return null;
    try {
      const text = await redis.get(this.keys.entry(key));
      if (!text) return null;
      const entry = deserializeEntry(text);
      const tags = [...new Set(tagsOf(entry, ctx))];
      if (tags.length > 0) {
        const states = await redis.hmGet(this.keys.tags, tags);
        tags.forEach((tag, index) => {
          const state = states[index];
          if (state) tagsManifest.set(tag, laterState(tagsManifest.get(tag), JSON.parse(state) as TagState));
        });
      }
      return entry;
    } catch (error) {
      console.error(`Page cache: reading ${key} from Redis failed: ${(error as Error).message}`);
      return null;
    }
  }

  async set(...[key, value, ctx]: Parameters<Set>): ReturnType<Set> {
    if (isNotFound(value)) return;
    const redis = await this.client();
    if (!redis) return;
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const entry: CacheHandlerValue = { lastModified: Date.now(), value, cacheControl };
    const ttl = typeof cacheControl?.expire === 'number' ? cacheControl.expire : YEAR_SECONDS;
    try {
      await redis.set(this.keys.entry(key), serializeEntry(entry), { EX: Math.max(1, Math.ceil(ttl)) });
    } catch (error) {
      console.error(`Page cache: writing ${key} to Redis failed: ${(error as Error).message}`);
    }
  }

  /** Marks the tags stale (or expired) here at once and, through Redis, on every instance. */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    const update: TagState = durations
      ? {
          stale: now,
          ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }),
        }
      : { expired: now };
    const fields: Record<string, string> = {};
    for (const tag of list) {
      const state = { ...tagsManifest.get(tag), ...update };
      tagsManifest.set(tag, state);
      fields[tag] = JSON.stringify(state);
    }
    const redis = await this.client();
    try {
      if (!redis) throw new Error('not connected');
      await redis.hSet(this.keys.tags, fields);
    } catch (error) {
      console.error(
        `Page cache: Redis is unreachable (${(error as Error).message}); the revalidation of ${list.join(', ')} reached this instance only`,
      );
    }
  }

  resetRequestCache(): void {}
}
