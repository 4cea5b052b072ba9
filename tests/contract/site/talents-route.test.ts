import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/talents/route';
import { getRosterFacets, getTalentsPage } from '@/lib/api';
import type { TalentCard } from '@/lib/talent/card';
import { SITE } from '../../support/contract/site-helpers';

// `/api/talents`, the route the roster's further pages come from, with the measure filters, against the
// seeded embedded backend.

type Answer = { items: TalentCard[]; total: number; lastPage: number };
type Refusal = { message: string; errors: Record<string, string[]> };

const call = (query: string) => GET(new NextRequest(`${SITE}/api/talents?${query}`));

describe('the roster route with measure filters', () => {
  it('passes the height range and the colours on, and combines them with the letter', async () => {
    const facets = await getRosterFacets('models');
    expect(facets.hair.length).toBeGreaterThan(1);
    expect(facets.eyes.length).toBeGreaterThan(1);
    expect(facets.heights!.min).toBeLessThan(facets.heights!.max);
    const hair = facets.hair[0]!;
    const whole = await getTalentsPage({ category: 'models', page: 1, perPage: 1000 });
    const response = await call(
      `category=models&height_min=170&height_max=185&hair=${encodeURIComponent(hair)}`,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(whole.total);
    for (const card of answer.items) {
      const cm = Number(card.height);
      expect(cm).toBeGreaterThanOrEqual(170);
      expect(cm).toBeLessThanOrEqual(185);
    }
    const direct = await getTalentsPage({
      category: 'models',
      measures: { heightMin: 170, heightMax: 185, hair, eyes: null },
      page: 1,
    });
    expect(answer.items.map((card) => card.id)).toEqual(direct.items.map((talent) => talent.id));
    const letter = answer.items[0]!.name.normalize('NFD').charAt(0).toLowerCase();
    const both = (await (
      await call(
        `category=models&letter=${letter}&height_min=170&height_max=185&hair=${encodeURIComponent(hair)}`,
      )
    ).json()) as Answer;
    expect(both.items.map((card) => card.id)).toContain(answer.items[0]!.id);
    expect(both.total).toBeLessThanOrEqual(answer.total);
  });

  it('treats blank filters as absent', async () => {
    const blank = (await (
      await call('category=talents&height_min=&height_max=&hair=&eyes=')
    ).json()) as Answer;
    const plain = (await (await call('category=talents')).json()) as Answer;
    expect(blank.total).toBe(plain.total);
  });

  it('refuses values that cannot be filters with 400 and the field named', async () => {
    const cases: [string, string][] = [
      ['height_min=abc', 'height_min'],
      ['height_max=9999', 'height_max'],
      ['height_min=190&height_max=160', 'height_min'],
      ['hair=%3Cscript%3E', 'hair'],
      [`eyes=${'a'.repeat(51)}`, 'eyes'],
    ];
    for (const [query, field] of cases) {
      const response = await call(`category=models&${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(((await response.json()) as Refusal).errors), query).toEqual([field]);
    }
  });

  it('answers any drawn query with 200 or 400, never a server error (property)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.integer({ min: -10, max: 400 }).map(String),
      fc.constantFrom('Black', 'Dark Brown', 'Castaño', '<b>', '1e3', ' 170 '),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('height_min', 'height_max', 'hair', 'eyes'), value),
        async (params) => {
          const response = await call(new URLSearchParams({ category: 'models', ...params }).toString());
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 40 },
    );
  });
});
