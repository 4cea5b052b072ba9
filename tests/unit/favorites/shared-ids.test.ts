import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHARED, parseSharedIds, sharedIdsQuery } from '@/lib/favorites/shared-ids';
import { MAX_DATABASE_ID } from '@/lib/http/database-id';

describe('shared selection ids', () => {
  it('reads a comma-separated list in its order', () => {
    expect(parseSharedIds('12,7,31')).toEqual({ ids: [12, 7, 31], invalid: 0, beyond: 0 });
  });

  it('counts a repeated id once and says nothing of it', () => {
    expect(parseSharedIds('12,7,12,7,7')).toEqual({ ids: [12, 7], invalid: 0, beyond: 0 });
  });

  it('counts what cannot be an id, and skips empty entries', () => {
    expect(parseSharedIds('12,abc,,-3,0,07,1.5,1e3, 9 ,99999999999')).toEqual({
      ids: [12, 9],
      invalid: 7,
      beyond: 0,
    });
    expect(parseSharedIds(`${MAX_DATABASE_ID},${MAX_DATABASE_ID + 1}`)).toEqual({
      ids: [MAX_DATABASE_ID],
      invalid: 1,
      beyond: 0,
    });
  });

  it('reads nothing from an absent or empty parameter', () => {
    for (const value of [undefined, null, '', ',,,', []]) {
      expect(parseSharedIds(value)).toEqual({ ids: [], invalid: 0, beyond: 0 });
    }
  });

  it('joins a repeated parameter', () => {
    expect(parseSharedIds(['1,2', '3'])).toEqual({ ids: [1, 2, 3], invalid: 0, beyond: 0 });
  });

  it(`keeps the first ${MAX_SHARED} distinct ids and counts the rest`, () => {
    const ids = Array.from({ length: MAX_SHARED + 5 }, (_, i) => i + 1);
    const read = parseSharedIds([...ids, 1, 2].join(','));
    expect(read.ids).toEqual(ids.slice(0, MAX_SHARED));
    expect(read.beyond).toBe(5);
  });

  it('writes a query the parser reads back, bounded', () => {
    expect(sharedIdsQuery([12, 7, 31])).toBe('ids=12,7,31');
    const many = Array.from({ length: MAX_SHARED + 3 }, (_, i) => i + 1);
    const query = new URLSearchParams(sharedIdsQuery(many));
    expect(parseSharedIds(query.get('ids'))).toEqual({
      ids: many.slice(0, MAX_SHARED),
      invalid: 0,
      beyond: 0,
    });
  });

  it('never throws and always answers distinct valid ids within the bound, whatever the text', () => {
    const token = fc.oneof(
      fc.string(),
      fc.integer({ min: -10, max: 2 ** 53 }).map(String),
      fc.constantFrom('', ' ', '0', '00', '1e9', 'NaN', '%2C', '٣', '1\u0000'),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 4000 }),
          fc.array(token).map((t) => t.join(',')),
        ),
        (text) => {
          const { ids, invalid, beyond } = parseSharedIds(text);
          expect(ids.length).toBeLessThanOrEqual(MAX_SHARED);
          expect(new Set(ids).size).toBe(ids.length);
          for (const id of ids) {
            expect(Number.isSafeInteger(id) && id >= 1 && id <= MAX_DATABASE_ID).toBe(true);
          }
          expect(invalid).toBeGreaterThanOrEqual(0);
          expect(beyond).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads back any list of ids it wrote', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: MAX_DATABASE_ID }), { maxLength: 80 }), (list) => {
        const distinct = [...new Set(list)];
        const read = parseSharedIds(new URLSearchParams(sharedIdsQuery(distinct)).get('ids'));
        expect(read.ids).toEqual(distinct.slice(0, MAX_SHARED));
        expect(read.invalid).toBe(0);
      }),
    );
  });
});
