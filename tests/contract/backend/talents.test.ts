import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import type { talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { readJson } from '../../support/json';
import { match } from '../../support/matchers';
import { mf, mfJson } from '../../support/contract/client';

type TalentsAnswer = z.infer<typeof talentsAnswerSchema>;
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function list(query: string, body: unknown = {}) {
  const response = await mfJson(`/api/talents?language=pt&tags=1&${query}`, body);
  expect(response.status).toBe(200);
  return readJson<TalentsAnswer>(response);
}

describe('talents list', () => {
  it('wraps a page in data and adds letters; items have the list shape', async () => {
    const body = await list('paginate=20', { category: 1 });
    expect(body.data).toMatchObject({
      current_page: 1,
      per_page: 20,
      last_page: Math.ceil(body.data.total / 20),
    });
    expect(body.data.total).toBeGreaterThanOrEqual(30);
    expect(body.data.data).toHaveLength(20);
    expect(body.data.data[0]).toEqual({
      id: match.any(Number),
      name: match.any(String),
      cover: match.toSatisfy((v: unknown) => v === null || (typeof v === 'string' && v.includes('/media/'))),
      birthdate: match.toSatisfy(
        (v: unknown) => v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)),
      ),
      height: match.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      jeans: match.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      shirt: match.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      shoes: match.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
      tags: match.any(Array),
      categories: [{ id: 1 }],
    });
  });

  it('sorts by name, accents folded, within the category', async () => {
    const body = await list('paginate=1000', { category: 1891 });
    const names: string[] = body.data.data.map((t) => fold(t.name));
    expect(names).toEqual([...names].sort());
    expect(body.data.data.every((t) => t.categories[0]?.id === 1891)).toBe(true);
  });

  it('includes measures with "/" and "x", and talents without tags', async () => {
    const all = (await list('paginate=1000')).data.data;
    expect(all.some((t) => t.height?.includes('/'))).toBe(true);
    expect(all.some((t) => t.shoes?.includes('x'))).toBe(true);
    expect(all.some((t) => t.tags.length === 0)).toBe(true);
  });

  it('paginates and answers an empty page past the end', async () => {
    const first = await list('paginate=7&page=1', { category: 1 });
    const second = await list('paginate=7&page=2', { category: 1 });
    expect(second.data.data[0]?.id).not.toBe(first.data.data[0]?.id);
    const past = await list(`paginate=7&page=${first.data.last_page + 1}`, { category: 1 });
    expect(past.data).toMatchObject({ data: [], last_page: first.data.last_page, total: first.data.total });
  });

  it('letters are the folded first letters with talents, whatever the letter filter', async () => {
    const all = await list('paginate=1000', { category: 1 });
    const expected = [...new Set(all.data.data.map((t) => fold(t.name)[0]))].sort();
    expect(all.letters).toEqual(expected);
    for (const none of ['q', 'x', 'y', 'z']) expect(all.letters).not.toContain(none);
    const filtered = await list('paginate=1000', { category: 1, letter: 'm' });
    expect(filtered.letters).toEqual(all.letters);
  });

  it('the letter filter keeps names starting with it, accents folded (Ángela under a)', async () => {
    const body = await list('paginate=1000', { letter: 'a' });
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const t of body.data.data) expect(fold(t.name).startsWith('a')).toBe(true);
    const empty = await list('paginate=20', { letter: 'q' });
    expect(empty.data).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('search matches part of a name without accents', async () => {
    const body = await list('paginate=1000', { search: 'NUNEZ' });
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const t of body.data.data) expect(fold(t.name)).toContain('nunez');
  });

  it('accepts an empty body and rejects bad filters with 400', async () => {
    const empty = await mf('/api/talents?paginate=5', { method: 'POST' });
    expect(empty.status).toBe(200);
    for (const bad of [{ category: 7 }, { letter: 'ab' }, { search: 'x'.repeat(101) }]) {
      const response = await mfJson('/api/talents', bad);
      expect(response.status).toBe(400);
      expect(
        Object.keys((await readJson<z.infer<typeof errorBodySchema>>(response)).errors ?? {}),
      ).toHaveLength(1);
    }
    expect((await mfJson('/api/talents?paginate=0', {})).status).toBe(400);
    expect((await mfJson('/api/talents?paginate=1001', {})).status).toBe(400);
  });
});
