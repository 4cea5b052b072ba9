// What the page cache stores, in the shape of Next.js's documented cache handler contract (`cacheHandler` in
// lib/site-next-config.ts): `set(key, data, ctx)` hands over a value, `get(key)` returns `{ lastModified,
// value }`. Next's own types for these live in its private modules, so the fields this code reads are typed
// here.

/** A value Next hands to `set`: a page (`APP_PAGE`), a route handler's answer (`APP_ROUTE`), data (`FETCH`)… */
export type CachedValue = {
  kind: string;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  /** A data entry's lifetime in seconds. */
  revalidate?: number | false;
  [field: string]: unknown;
} | null;

export type CacheControl = { revalidate?: number | false; expire?: number };

/** One stored entry: Next's value, when it was written, its lifetime and the tags that revalidate it. */
export type CacheEntry = {
  lastModified: number;
  value: CachedValue;
  cacheControl?: CacheControl;
  tags: string[];
};

/** When a tag was last made stale (served once more while rendered again) or expired (not served again). */
export type TagState = { stale?: number; expired?: number };

/** The header in which Next lists a page's or route's tags, its data's included. */
const tagsHeader = 'x-next-cache-tags';

/** The tags an entry answers to: a page's or route's from its header, data's from `set`'s context. */
export function tagsOf(value: CachedValue, contextTags: readonly string[] = []): string[] {
  const header = value?.headers?.[tagsHeader];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...contextTags].filter(Boolean))];
}

/**
 * True for a rendered "not found": a page or route answer with status 404. Never kept: every unknown slug or
 * id a crawler or a script tries would otherwise add an entry, without end.
 */
export function isNotFound(value: CachedValue): boolean {
  return Boolean(value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && value.status === 404);
}

export type Freshness = 'fresh' | 'stale' | 'expired';

/** The time Next.js reads an entry's age with (its own clock, not Date.now()), in ms since the epoch. */
export function cacheClock(): number {
  return performance.timeOrigin + performance.now();
}

/** How a revalidation of the entry's tags leaves it at `now` (the rule Next applies to its own tags). */
export function freshness(entry: CacheEntry, states: ReadonlyMap<string, TagState>, now: number): Freshness {
  let verdict: Freshness = 'fresh';
  for (const tag of entry.tags) {
    const state = states.get(tag);
    if (!state) continue;
    if (state.expired !== undefined && state.expired > entry.lastModified && state.expired <= now)
      return 'expired';
    if (state.stale !== undefined && state.stale > entry.lastModified) verdict = 'stale';
  }
  return verdict;
}

/** The entry's lifetime in seconds, from its cache control or, for data, from the value itself. */
function revalidateSeconds(entry: CacheEntry): number | undefined {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  return typeof seconds === 'number' ? seconds : undefined;
}

export type HandlerAnswer = { lastModified: number; value: CachedValue; cacheControl?: CacheControl };

/** How far past its lifetime a stale entry is dated, so no drift between clocks can make it fresh again. */
const STALE_MARGIN_MS = 1_000;

/**
 * What `get` gives Next for an entry: as stored when fresh; when a tag made it stale, dated past its
 * lifetime, so Next serves it once more while it renders the page again (stale-while-revalidate); nothing
 * when a tag expired it, or when it is stale and has no lifetime to date it by, so Next renders at once.
 */
export function answerFor(entry: CacheEntry, verdict: Freshness, now: number): HandlerAnswer | null {
  const answer = { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  if (verdict === 'fresh') return answer;
  const seconds = revalidateSeconds(entry);
  if (verdict === 'expired' || seconds === undefined) return null;
  return { ...answer, lastModified: Math.min(entry.lastModified, now - seconds * 1000 - STALE_MARGIN_MS) };
}

/**
 * The state a tag takes when revalidated at `now`, as Next's own handler records it: with durations (a
 * cache-life profile, as `revalidateTag(tag, 'max')` gives), stale at once and expired after their
 * `expire`; without, expired at once.
 */
export function revalidatedState(
  previous: TagState | undefined,
  now: number,
  durations?: { expire?: number },
): TagState {
  if (!durations) return { ...previous, expired: now };
  return {
    ...previous,
    stale: now,
    ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }),
  };
}

/** JSON that keeps Buffers and Maps (a page's RSC payload and segments, a route's body). */
export function serializeEntry(entry: CacheEntry): string {
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...(raw as Map<unknown, unknown>).entries()] };
    return value;
  });
}

export function deserializeEntry(text: string): CacheEntry {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$buffer' in value) {
      return Buffer.from((value as { $buffer: string }).$buffer, 'base64');
    }
    if (value && typeof value === 'object' && '$map' in value) {
      return new Map((value as { $map: [unknown, unknown][] }).$map);
    }
    return value;
  }) as CacheEntry;
}
