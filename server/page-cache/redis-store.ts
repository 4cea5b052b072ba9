// The page cache of several site instances (REDIS_URL set): one Redis string per entry and one hash of the
// tags' revalidation times, so a page rendered by one instance is served by all, and a tag revalidated on
// one is stale on all from their next read. Entries live for their `expire`, never their `revalidate`; how
// to run Redis for it: docs/caching.md. Redis unreachable: a read is a miss, a write is dropped, a
// revalidation is logged.
import { processLogger } from '../../lib/log/site-logger';
import { sharedRedis } from '../../lib/redis/shared-client';
import { deserializeEntry, serializeEntry, type TagState } from './entry';
import type { PageCacheStore } from './store';

/** Key names in Redis: entries belong to one build, tag times to every build sharing the Redis. */
export function redisKeys(prefix: string, buildId: string) {
  return { entry: (key: string) => `${prefix}page:${buildId}:${key}`, tags: `${prefix}tags` };
}

export type RedisStoreOptions = { url: string; prefix: string; buildId: string };

export function redisStore({ url, prefix, buildId }: RedisStoreOptions): PageCacheStore {
  const keys = redisKeys(prefix, buildId);
  const failed = (what: string, error: unknown) =>
    processLogger().error({ err: (error as Error).message }, `page cache: ${what} in Redis failed`);
  return {
    async read(key) {
      const redis = await sharedRedis(url);
      if (!redis) return null;
      try {
        const text = await redis.get(keys.entry(key));
        return text ? deserializeEntry(text) : null;
      } catch (error) {
        failed('reading an entry', error);
        return null;
      }
    },

    async write(key, entry, ttlSeconds) {
      const redis = await sharedRedis(url);
      if (!redis) return;
      try {
        await redis.set(keys.entry(key), serializeEntry(entry), { EX: ttlSeconds });
      } catch (error) {
        failed('writing an entry', error);
      }
    },

    async remove(key) {
      const redis = await sharedRedis(url);
      if (!redis) return;
      try {
        await redis.del(keys.entry(key));
      } catch (error) {
        failed('removing an entry', error);
      }
    },

    async tagStates(tags) {
      const found = new Map<string, TagState>();
      const redis = await sharedRedis(url);
      if (!redis || tags.length === 0) return found;
      try {
        const states = await redis.hmGet(keys.tags, [...tags]);
        tags.forEach((tag, index) => {
          const state = states[index];
          if (state) found.set(tag, JSON.parse(state) as TagState);
        });
      } catch (error) {
        failed('reading tag times', error);
      }
      return found;
    },

    async recordTagStates(states) {
      const fields = Object.fromEntries([...states].map(([tag, state]) => [tag, JSON.stringify(state)]));
      const redis = await sharedRedis(url);
      try {
        if (!redis) throw new Error('not connected');
        await redis.hSet(keys.tags, fields);
      } catch (error) {
        processLogger().error(
          { err: (error as Error).message, tags: [...states.keys()] },
          'page cache: Redis is unreachable; this revalidation is lost',
        );
      }
    },
  };
}
