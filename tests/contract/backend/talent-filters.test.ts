import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import type { facetsAnswerSchema, profileAnswerSchema, talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { readJson } from '../../support/json';
import { mf, mfJson } from '../../support/contract/client';

// The roster's measure filters (height range, hair, eyes) against the seeded database, checked against an
// oracle built from every talent's profile.

type TalentsAnswer = z.infer<typeof talentsAnswerSchema>;
type Known = {
  id: number;
  name: string;
  category: number;
  cm: number | null;
  hair: string | null;
  eyes: string | null;
};

const key = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
const heightCm = (value: string | null) => {
  const match = value === null ? null : /^\s*(\d{2,3})\s*(cm)?\s*(\/.*)?$/i.exec(value);
  return match?.[1] ? Number(match[1]) : null;
};

async function list(body: Record<string, unknown>, paginate = 1000): Promise<TalentsAnswer> {
  const response = await mfJson(`/api/talents?language=pt&tags=1&paginate=${paginate}`, body);
  expect(response.status).toBe(200);
  return readJson<TalentsAnswer>(response);
}
const ids = (answer: TalentsAnswer) => answer.data.data.map((t) => t.id);

let known: Known[] = [];

beforeAll(async () => {
  const all = (await list({})).data.data;
  known = await Promise.all(
    all.map(async (talent) => {
      const response = await mf(`/api/talent/profile?language=pt&id=${talent.id}`);
      const { data } = await readJson<z.infer<typeof profileAnswerSchema>>(response);
      return {
        id: talent.id,
        name: talent.name,
        category: talent.categories[0]?.id ?? 0,
        cm: heightCm(data.height),
        hair: data.hair,
        eyes: data.eyes,
      };
    }),
  );
});

/** The ids the back end must answer, in its name order (taken from the unfiltered list). */
function expected(category: number, keep: (talent: Known) => boolean, order: number[]): number[] {
  const wanted = new Set(known.filter((t) => t.category === category && keep(t)).map((t) => t.id));
  return order.filter((id) => wanted.has(id));
}

describe('talents list: measure filters', () => {
  it('a height range keeps the talents whose height in cm is within it, bounds included', async () => {
    const order = ids(await list({ category: 1 }));
    const answer = await list({ category: 1, height_min: 172, height_max: 182 });
    const want = expected(1, (t) => t.cm !== null && t.cm >= 172 && t.cm <= 182, order);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(order.length);
    expect(ids(answer)).toEqual(want);
    expect(answer.data.total).toBe(want.length);
    const exact = known.find((t) => t.category === 1 && t.cm !== null)!.cm!;
    expect(ids(await list({ category: 1, height_min: exact, height_max: exact }))).toEqual(
      expected(1, (t) => t.cm === exact, order),
    );
  });

  it('hair and eyes match whatever the case, spaces or hyphens; a list matches any of its colours', async () => {
    const order = ids(await list({ category: 1 }));
    const hair = known.find((t) => t.category === 1 && t.hair?.includes(' '))?.hair ?? 'Dark Brown';
    const byHair = expected(1, (t) => t.hair !== null && key(t.hair) === key(hair), order);
    expect(byHair.length).toBeGreaterThan(0);
    expect(ids(await list({ category: 1, hair }))).toEqual(byHair);
    expect(ids(await list({ category: 1, hair: ` ${hair.toUpperCase().replace(' ', '-')} ` }))).toEqual(
      byHair,
    );
    const eyes = ['Green', 'blue'];
    expect(ids(await list({ category: 1, eyes }))).toEqual(
      expected(1, (t) => t.eyes !== null && ['green', 'blue'].includes(key(t.eyes)), order),
    );
    expect((await list({ category: 1, hair: 'Purple' })).data).toMatchObject({ data: [], total: 0 });
    expect(ids(await list({ category: 1, hair: '', eyes: [] }))).toEqual(order);
  });

  it('combine with each other, the letter, the search and pagination; letters stay those of the category', async () => {
    const all = await list({ category: 1 });
    const order = ids(all);
    const sample = known.find((t) => t.category === 1 && t.cm !== null && t.hair !== null)!;
    const letter = key(sample.name)[0]!;
    const body = {
      category: 1,
      letter,
      height_min: sample.cm! - 5,
      height_max: sample.cm! + 5,
      hair: sample.hair,
    };
    const want = expected(
      1,
      (t) =>
        key(t.name).startsWith(letter) &&
        t.cm !== null &&
        Math.abs(t.cm - sample.cm!) <= 5 &&
        key(t.hair ?? '') === key(sample.hair!),
      order,
    );
    const answer = await list(body);
    expect(ids(answer)).toEqual(want);
    expect(ids(answer)).toContain(sample.id);
    expect(answer.letters).toEqual(all.letters);
    const search = key(sample.name).split(' ')[1]!;
    expect(ids(await list({ ...body, search }))).toEqual(
      want.filter((id) => key(known.find((t) => t.id === id)!.name).includes(search)),
    );
    const paged = await list({ category: 1, height_min: 150 }, 3);
    expect(paged.data).toMatchObject({
      per_page: 3,
      total: expected(1, (t) => t.cm !== null && t.cm >= 150, order).length,
    });
  });

  it('agree with the oracle for any drawn filter (property)', async () => {
    const orders = { 1: ids(await list({ category: 1 })), 1891: ids(await list({ category: 1891 })) };
    const colours = (field: 'hair' | 'eyes') => [
      ...new Set(known.flatMap((t) => (t[field] ? [t[field]] : []))),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          category: fc.constantFrom(1 as const, 1891 as const),
          height_min: fc.option(fc.integer({ min: 150, max: 195 }), { nil: undefined }),
          span: fc.integer({ min: 0, max: 30 }),
          max: fc.boolean(),
          hair: fc.option(fc.subarray(colours('hair'), { minLength: 1, maxLength: 3 }), { nil: undefined }),
          eyes: fc.option(fc.constantFrom(...colours('eyes')), { nil: undefined }),
        }),
        async ({ category, height_min, span, max, hair, eyes }) => {
          const height_max = max ? (height_min ?? 160) + span : undefined;
          const answer = await list({ category, height_min, height_max, hair, eyes });
          const want = expected(
            category,
            (t) =>
              (height_min === undefined || (t.cm !== null && t.cm >= height_min)) &&
              (height_max === undefined || (t.cm !== null && t.cm <= height_max)) &&
              (hair === undefined || (t.hair !== null && hair.map(key).includes(key(t.hair)))) &&
              (eyes === undefined || (t.eyes !== null && key(t.eyes) === key(eyes))),
            orders[category],
          );
          expect(ids(answer)).toEqual(want);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses bad filters with 400 and the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ height_min: 'abc' }, 'height_min'],
      [{ height_min: 170.5 }, 'height_min'],
      [{ height_max: 29 }, 'height_max'],
      [{ height_max: 301 }, 'height_max'],
      [{ height_min: 185, height_max: 170 }, 'height_min'],
      [{ hair: 'x'.repeat(51) }, 'hair'],
      [{ hair: 7 }, 'hair'],
      [{ eyes: Array.from({ length: 21 }, (_, i) => `c${i}`) }, 'eyes'],
      [{ eyes: [''] }, 'eyes.0'],
    ];
    for (const [body, field] of cases) {
      const response = await mfJson('/api/talents', { category: 1, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await readJson<z.infer<typeof errorBodySchema>>(response);
      expect(Object.keys(answer.errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
  });
});

describe('attributes: what the roster filters offer', () => {
  async function facets(query: string) {
    const response = await mf(`/api/talents/attributes?language=pt&${query}`);
    expect(response.status).toBe(200);
    return (await readJson<z.infer<typeof facetsAnswerSchema>>(response)).data;
  }

  it('lists each hair and eye colour of the category once, and its height range', async () => {
    for (const category of [1, 1891]) {
      const data = await facets(`hair=1&eyes=1&heights=1&category=${category}`);
      const mine = known.filter((t) => t.category === category);
      const distinct = (field: 'hair' | 'eyes') =>
        [...new Set(mine.flatMap((t) => (t[field] ? [key(t[field])] : [])))].sort();
      expect(data.hair.map(key)).toEqual(distinct('hair'));
      expect(data.eyes.map(key)).toEqual(distinct('eyes'));
      const heights = mine.flatMap((t) => (t.cm === null ? [] : [t.cm]));
      expect(data.heights).toEqual({ min: Math.min(...heights), max: Math.max(...heights) });
    }
  });

  it('gives only what is asked, and refuses an unknown category', async () => {
    expect(Object.keys(await facets('hair=1'))).toEqual(['hair']);
    expect(Object.keys(await facets('skills=1'))).toEqual(['skills']);
    expect((await mf('/api/talents/attributes?hair=1&category=7')).status).toBe(400);
  });
});
