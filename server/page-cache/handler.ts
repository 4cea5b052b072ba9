// The page and data cache handler, on Next.js's documented contract (`cacheHandler` in
// lib/site-next-config.ts): `get`, `set`, `revalidateTag` and `resetRequestCache`, whatever store holds the
// entries. Revalidation is this handler's own: a tag's revalidation time is recorded in the store, and an
// entry older than it is answered as stale (served once more while Next renders it again) or not at all
// (expired), so every instance reading the same store sees a revalidation made on any one of them.
import {
  answerFor,
  cacheClock,
  freshness,
  isNotFound,
  revalidatedState,
  tagsOf,
  type CachedValue,
  type CacheControl,
  type HandlerAnswer,
} from './entry';
import type { PageCacheStore } from './store';

const YEAR_SECONDS = 365 * 24 * 3600;

/** What Next passes to `get` and `set` that this handler reads. */
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] };

/** Told of every lookup: the kind of entry (`page`, `fetch`, `route`…) and whether it was a hit. */
export type LookupObserver = (kind: string, result: 'hit' | 'stale' | 'miss') => void;

// Next names its entry kinds APP_PAGE, APP_ROUTE, FETCH…; the metrics use short lower-case names.
const kindNames: Record<string, string> = { APP_PAGE: 'page', APP_ROUTE: 'route', FETCH: 'fetch' };
const kindName = (kind: string | undefined) => (kind ? (kindNames[kind] ?? kind.toLowerCase()) : 'other');
type SetContext = { tags?: string[]; cacheControl?: CacheControl };

/** What Next passes to the handler's constructor that this handler reads: where the build's server is. */
export type HandlerOptions = { serverDistDir?: string };

/**
 * A handler class for Next over the store `storeFor` gives (Next makes one handler per request: the state
 * lives in the store, which `storeFor` makes once).
 */
export function pageCacheHandler(
  storeFor: (options: HandlerOptions) => PageCacheStore,
  observe: LookupObserver = () => {},
) {
  return class PageCacheHandler {
    private readonly store: PageCacheStore;

    constructor(options: HandlerOptions = {}) {
      this.store = storeFor(options);
    }

    async get(key: string, ctx: GetContext = {}): Promise<HandlerAnswer | null> {
      const kind = kindName(ctx.kind);
      const entry = await this.store.read(key);
      if (!entry) {
        observe(kind, 'miss');
        return null;
      }
      const tagged = {
        ...entry,
        tags: [...new Set([...entry.tags, ...(ctx.softTags ?? []), ...(ctx.tags ?? [])])],
      };
      const states = tagged.tags.length > 0 ? await this.store.tagStates(tagged.tags) : new Map();
      const now = cacheClock();
      const verdict = freshness(tagged, states, now);
      const answer = answerFor(tagged, verdict, now);
      observe(kind, !answer ? 'miss' : verdict === 'fresh' ? 'hit' : 'stale');
      return answer;
    }

    async set(key: string, value: CachedValue, ctx: SetContext = {}): Promise<void> {
      if (!value) return;
      // A page that is gone now: its old answer must not be served again, and its 404 is not kept.
      if (isNotFound(value)) return this.store.remove(key);
      const cacheControl = ctx.cacheControl;
      const ttl = typeof cacheControl?.expire === 'number' ? cacheControl.expire : YEAR_SECONDS;
      const entry = { lastModified: cacheClock(), value, cacheControl, tags: tagsOf(value, ctx.tags) };
      await this.store.write(key, entry, Math.max(1, Math.ceil(ttl)));
    }

    async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = cacheClock();
      const previous = await this.store.tagStates(list);
      const next = new Map(list.map((tag) => [tag, revalidatedState(previous.get(tag), now, durations)]));
      await this.store.recordTagStates(next);
    }

    resetRequestCache(): void {}
  };
}
