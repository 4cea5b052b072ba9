import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { attributesAnswerSchema, profileAnswerSchema, talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { readJson } from '../../support/json';
import { match } from '../../support/matchers';
import { mf, mfJson } from '../../support/contract/client';

type Attributes = z.infer<typeof attributesAnswerSchema>['data'];
type Profile = z.infer<typeof profileAnswerSchema>['data'];

const nullableString = match.toSatisfy((v: unknown) => v === null || typeof v === 'string');

async function allTalents() {
  const body = await readJson<z.infer<typeof talentsAnswerSchema>>(
    await mfJson('/api/talents?paginate=1000', {}),
  );
  return body.data.data;
}

async function attributes(query: string) {
  return (await readJson<{ data: Attributes }>(await mf(`/api/talents/attributes?${query}`))).data;
}

async function profile(id: number | string, language = 'pt') {
  return mf(`/api/talent/profile?language=${language}&id=${id}&cover2=1&skills=1&tags=1`);
}

describe('talent profile', () => {
  it('answers every field of the contract', async () => {
    const [first] = await allTalents();
    const response = await profile(first!.id);
    expect(response.status).toBe(200);
    const { data } = await readJson<{ data: Profile }>(response);
    expect(data).toMatchObject({ id: first!.id, name: first!.name, categories: first!.categories });
    const texts = [
      'about',
      'instagram',
      'tiktok',
      'bust',
      'waist',
      'hips',
      'eyes',
      'hair',
      'cover2',
    ] as const;
    for (const key of texts) {
      expect(data[key]).toEqual(nullableString);
    }
    expect(data.skills).toEqual(match.any(Array));
    for (const gallery of ['book', 'snap', 'compo'] as const) {
      for (const item of data[gallery]) expect(item).toEqual({ id: match.any(Number), file: nullableString });
    }
    for (const video of data.video) {
      expect(video).toEqual({
        id: match.any(Number),
        provider: match.stringMatching(/^(youtube|vimeo)$/),
        file: match.any(String),
        preview: nullableString,
      });
    }
  });

  it('the demo covers null media files, both video providers, vimeo id/hash and every gallery kind', async () => {
    const profiles = await Promise.all(
      (await allTalents()).map(async (t) => (await readJson<{ data: Profile }>(await profile(t.id))).data),
    );
    const items = profiles.flatMap((p) => [...p.book, ...p.snap, ...p.compo]);
    expect(items.some((i) => i.file === null)).toBe(true);
    const videos = profiles.flatMap((p) => p.video);
    expect(videos.some((v) => v.provider === 'youtube')).toBe(true);
    expect(videos.some((v) => v.provider === 'vimeo' && /^\d+\/[0-9a-z]+$/.test(v.file ?? ''))).toBe(true);
    for (const gallery of ['book', 'snap', 'compo', 'video'] as const)
      expect(profiles.some((p) => p[gallery].length > 0)).toBe(true);
    expect(profiles.some((p) => p.skills.length > 0 && typeof p.skills[0]?.skill === 'string')).toBe(true);
  });

  it('answers 404 for an unknown, a non-numeric or a missing id', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '']) {
      const response = await profile(id);
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({ message: 'Not found.' });
    }
  });
});

describe('talent attributes', () => {
  it('answers countries localized per language, Mexico as id 1', async () => {
    const names: Record<string, string> = {};
    for (const language of ['es', 'en', 'pt']) {
      const response = await mf(`/api/talents/attributes?language=${language}&countries=1`);
      expect(response.status).toBe(200);
      const { data } = await readJson<{ data: Attributes }>(response);
      expect(Object.keys(data)).toEqual(['countries']);
      const countries = data.countries ?? [];
      expect(countries.length).toBeGreaterThan(240);
      names[language] = countries.find((c) => c.id === 1)?.value ?? '';
      const germany = countries.find((c) => ['Alemania', 'Germany', 'Alemanha'].includes(c.value));
      expect(germany?.value).toBe({ es: 'Alemania', en: 'Germany', pt: 'Alemanha' }[language]);
    }
    expect(names).toEqual({ es: 'México', en: 'Mexico', pt: 'México' });
  });

  it('answers the cities of the given country only', async () => {
    const mexico = (await attributes('language=es&cities=1')).cities ?? [];
    expect(mexico.map((c) => c.value)).toContain('Ciudad de México');
    const countries = (await attributes('language=es&countries=1')).countries ?? [];
    const brazilId = countries.find((c) => c.value === 'Brasil')?.id;
    const brazil = (await attributes(`language=es&cities=${brazilId}`)).cities ?? [];
    expect(brazil.map((c) => c.value)).toContain('São Paulo');
    expect(brazil.map((c) => c.value)).not.toContain('Guadalajara');
    const none = (await attributes('cities=999999')).cities;
    expect(none).toEqual([]);
  });

  it('answers skills localized, and all three lists together', async () => {
    const skills = async (language: string) =>
      (await attributes(`language=${language}&skills=1`)).skills ?? [];
    const [es, en] = [await skills('es'), await skills('en')];
    const acting = (list: { id: number; skill: string }[]) => list.find((s) => s.id === 1)?.skill;
    expect([acting(es), acting(en)]).toEqual(['Actuación', 'Acting']);
    const all = await attributes('language=pt&countries=1&cities=1&skills=1');
    expect(Object.keys(all).sort()).toEqual(['cities', 'countries', 'skills']);
  });

  it('rejects a bad language or city id with 400', async () => {
    expect((await mf('/api/talents/attributes?language=fr&countries=1')).status).toBe(400);
    expect((await mf('/api/talents/attributes?cities=abc')).status).toBe(400);
  });
});
