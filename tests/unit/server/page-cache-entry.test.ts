import { describe, expect, it } from 'vitest';
import {
  answerFor,
  deserializeEntry,
  freshness,
  revalidatedState,
  serializeEntry,
  tagsOf,
  type CacheEntry,
} from '@/server/page-cache/entry';

const entry = (lastModified: number, tags = ['posts']): CacheEntry => ({
  lastModified,
  value: { kind: 'APP_PAGE', html: '<p>x</p>' },
  cacheControl: { revalidate: 60, expire: 3600 },
  tags,
});

describe('page cache entries', () => {
  it('reads a page’s tags from its header and data’s from the context, once each', () => {
    expect(tagsOf({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'a,b' } }, ['b', 'c'])).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(tagsOf({ kind: 'FETCH' })).toEqual([]);
  });

  it('judges an entry by the revalidations made after it was written', () => {
    const states = new Map([
      ['posts', { stale: 2_000 }],
      ['talents', { stale: 2_000, expired: 2_000 }],
      ['later', { stale: 2_000, expired: 9_000 }],
    ]);
    expect(freshness(entry(3_000), states, 5_000)).toBe('fresh');
    expect(freshness(entry(1_000), states, 5_000)).toBe('stale');
    expect(freshness(entry(1_000, ['talents']), states, 5_000)).toBe('expired');
    // An expiry still in the future leaves the entry stale until then.
    expect(freshness(entry(1_000, ['later']), states, 5_000)).toBe('stale');
    expect(freshness(entry(1_000, ['later']), states, 9_000)).toBe('expired');
    expect(freshness(entry(1_000, ['other']), states, 5_000)).toBe('fresh');
  });

  it('dates a stale entry a second past its lifetime, and gives nothing for an expired one', () => {
    const now = 1_000_000;
    expect(answerFor(entry(990_000), 'fresh', now)?.lastModified).toBe(990_000);
    expect(answerFor(entry(990_000), 'stale', now)?.lastModified).toBe(now - 61_000);
    expect(answerFor(entry(990_000), 'expired', now)).toBeNull();
    const forever = { ...entry(990_000), cacheControl: { revalidate: false as const } };
    expect(answerFor(forever, 'stale', now)).toBeNull();
  });

  it('records revalidations as Next’s own handler does', () => {
    expect(revalidatedState(undefined, 100)).toEqual({ expired: 100 });
    expect(revalidatedState({ expired: 50 }, 100, {})).toEqual({ stale: 100, expired: 50 });
    expect(revalidatedState(undefined, 100, { expire: 2 })).toEqual({ stale: 100, expired: 2_100 });
  });

  it('keeps buffers and maps through serialization', () => {
    const value = {
      kind: 'APP_PAGE',
      rscData: Buffer.from([0, 255]),
      segmentData: new Map([['/_tree', Buffer.from('t')]]),
    };
    const back = deserializeEntry(serializeEntry({ ...entry(1), value }));
    expect([...(back.value!.rscData as Buffer)]).toEqual([0, 255]);
    expect((back.value!.segmentData as Map<string, Buffer>).get('/_tree')?.toString()).toBe('t');
  });
});
