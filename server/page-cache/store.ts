import type { CacheEntry, TagState } from './entry';

/** Where the page cache keeps its entries and its tags' revalidation times: a folder, or a shared Redis. */
export type PageCacheStore = {
  read(key: string): Promise<CacheEntry | null>;
  /** Keeps `entry`; `ttlSeconds` is how long a store that forgets by age should hold it at most. */
  write(key: string, entry: CacheEntry, ttlSeconds: number): Promise<void>;
  /** Forgets `key`, wherever it is kept. */
  remove(key: string): Promise<void>;
  tagStates(tags: readonly string[]): Promise<Map<string, TagState>>;
  /** Records new states for the given tags, for every handler reading this store. */
  recordTagStates(states: ReadonlyMap<string, TagState>): Promise<void>;
};
