import { describe, expect, it } from 'vitest';
import { mf, mfJson } from './client';

const nullableString = expect.toSatisfy((v: unknown) => v === null || typeof v === 'string');

async function allTalents() {
  const body = await (await mfJson('/api/talents?paginate=1000', {})).json();
  return body.data.data as { id: number; name: string; categories: { id: number }[] }[];
}

async function profile(id: number | string, language = 'pt') {
  return mf(`/api/talent/profile?language=${language}&id=${id}&cover2=1&skills=1&tags=1`);
}

describe('talent profile', () => {
  it('answers every field of the contract', async () => {
    const [first] = await allTalents();
    const response = await profile(first!.id);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ id: first!.id, name: first!.name, categories: first!.categories });
    for (const key of ['about', 'instagram', 'tiktok', 'bust', 'waist', 'hips', 'eyes', 'hair', 'cover2']) {
      expect(data[key]).toEqual(nullableString);
    }
    expect(data.skills).toEqual(expect.any(Array));
    for (const gallery of ['book', 'snap', 'compo']) {
      for (const item of data[gallery])
        expect(item).toEqual({ id: expect.any(Number), file: nullableString });
    }
    for (const video of data.video) {
      expect(video).toEqual({
        id: expect.any(Number),
        provider: expect.stringMatching(/^(youtube|vimeo)$/),
        file: expect.any(String),
        preview: nullableString,
      });
    }
  });

  it('the demo covers null media files, both video providers, vimeo id/hash and every gallery kind', async () => {
    const profiles = await Promise.all(
      (await allTalents()).map(async (t) => (await (await profile(t.id)).json()).data),
    );
    const items = profiles.flatMap((p) => [...p.book, ...p.snap, ...p.compo]);
    expect(items.some((i: { file: string | null }) => i.file === null)).toBe(true);
    const videos = profiles.flatMap((p) => p.video) as { provider: string; file: string }[];
    expect(videos.some((v) => v.provider === 'youtube')).toBe(true);
    expect(videos.some((v) => v.provider === 'vimeo' && /^\d+\/[0-9a-z]+$/.test(v.file))).toBe(true);
    for (const gallery of ['book', 'snap', 'compo', 'video'])
      expect(profiles.some((p) => p[gallery].length > 0)).toBe(true);
    expect(profiles.some((p) => p.skills.length > 0 && typeof p.skills[0].skill === 'string')).toBe(true);
  });

  it('answers 404 for an unknown, a non-numeric or a missing id', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '']) {
      const response = await profile(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found.' });
    }
  });
});

describe('talent attributes', () => {
  it('answers countries localized per language, Mexico as id 1', async () => {
    const names: Record<string, string> = {};
    for (const language of ['es', 'en', 'pt']) {
      const response = await mf(`/api/talents/attributes?language=${language}&countries=1`);
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(Object.keys(data)).toEqual(['countries']);
      expect(data.countries.length).toBeGreaterThan(240);
      names[language] = data.countries.find((c: { id: number }) => c.id === 1).value;
      const germany = data.countries.find((c: { value: string }) =>
        ['Alemania', 'Germany', 'Alemanha'].includes(c.value),
      );
      expect(germany?.value).toBe({ es: 'Alemania', en: 'Germany', pt: 'Alemanha' }[language]);
    }
    expect(names).toEqual({ es: 'México', en: 'Mexico', pt: 'México' });
  });

  it('answers the cities of the given country only', async () => {
    const mexico = (await (await mf('/api/talents/attributes?language=es&cities=1')).json()).data.cities;
    expect(mexico.map((c: { value: string }) => c.value)).toContain('Ciudad de México');
    const countries = (await (await mf('/api/talents/attributes?language=es&countries=1')).json()).data
      .countries;
    const brazilId = countries.find((c: { value: string }) => c.value === 'Brasil').id;
    const brazil = (await (await mf(`/api/talents/attributes?language=es&cities=${brazilId}`)).json()).data
      .cities;
    expect(brazil.map((c: { value: string }) => c.value)).toContain('São Paulo');
    expect(brazil.map((c: { value: string }) => c.value)).not.toContain('Guadalajara');
    const none = (await (await mf('/api/talents/attributes?cities=999999')).json()).data.cities;
    expect(none).toEqual([]);
  });

  it('answers skills localized, and all three lists together', async () => {
    const skills = async (language: string) =>
      (await (await mf(`/api/talents/attributes?language=${language}&skills=1`)).json()).data.skills as {
        id: number;
        skill: string;
      }[];
    const [es, en] = [await skills('es'), await skills('en')];
    const acting = (list: { id: number; skill: string }[]) => list.find((s) => s.id === 1)?.skill;
    expect([acting(es), acting(en)]).toEqual(['Actuación', 'Acting']);
    const all = await (await mf('/api/talents/attributes?language=pt&countries=1&cities=1&skills=1')).json();
    expect(Object.keys(all.data).sort()).toEqual(['cities', 'countries', 'skills']);
  });

  it('rejects a bad language or city id with 400', async () => {
    expect((await mf('/api/talents/attributes?language=fr&countries=1')).status).toBe(400);
    expect((await mf('/api/talents/attributes?cities=abc')).status).toBe(400);
  });
});
