import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/attributes/route';
import { POST } from '@/app/api/get-scouted/route';
import { getAttributes } from '@/lib/api';
import { match } from '../../support/matchers';
import {
  byName,
  formRequest,
  nextVisitor,
  photo,
  png,
  SITE,
  stored,
} from '../../support/contract/site-helpers';

let image: Buffer;
let ids: { mexico: number; city: number; otherCity: number; skill: number; skillName: string };

beforeAll(async () => {
  image = await png();
  const mexico = await getAttributes({ locale: 'es', countryId: 1 });
  const other = mexico.countries.find((country) => country.id !== 1)!;
  const otherCities = await getAttributes({ locale: 'es', countryId: other.id });
  ids = {
    mexico: 1,
    city: mexico.cities[0]!.id,
    otherCity: otherCities.cities.find((city) => !mexico.cities.some((c) => c.id === city.id))?.id ?? 999_999,
    skill: mexico.skills[0]!.id,
    skillName: mexico.skills[0]!.name,
  };
});

function application(marker: string, override: Record<string, string | null> = {}, photos = 4): FormData {
  const fields: Record<string, string | null> = {
    name: `Lucía ${marker}`,
    gender: 'woman',
    birthdate: '04/05/2001',
    height: `178/5'10"`,
    nationality: String(ids.mexico),
    country: String(ids.mexico),
    city: String(ids.city),
    email: 'lucia@example.com',
    phone: '+52 55 1234 5678',
    instagram: '@lucia',
    accept: '1',
    video_1: 'https://youtu.be/dQw4w9WgXcQ',
    ...override,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  form.append('skills', String(ids.skill));
  for (let n = 1; n <= photos; n += 1)
    form.set(`image_${n}`, photo(image, `a-rather-long-photo-name-${n}.png`));
  return form;
}

async function answer(request: Request) {
  const response = await POST(request);
  return {
    status: response.status,
    body: (await response.json()) as { message: string; errors?: Record<string, string[]> },
  };
}

async function expectRefused(form: FormData, status: number, errors?: Record<string, string[]>) {
  const name = form.get('name');
  const result = await answer(formRequest('/api/get-scouted', form));
  expect(result.status).toBe(status);
  expect(result.body.message.length).toBeGreaterThan(10);
  if (errors) expect(result.body.errors).toMatchObject(errors);
  expect(await stored('application', byName(typeof name === 'string' ? name : ''))).toEqual([]);
}

describe('POST /api/get-scouted', () => {
  it('stores a good application once with its four photos, even when sent twice with the same key', async () => {
    const marker = crypto.randomUUID();
    const key = crypto.randomUUID();
    expect((await answer(formRequest('/api/get-scouted', application(marker), { key }))).status).toBe(201);
    expect((await answer(formRequest('/api/get-scouted', application(marker), { key }))).status).toBe(201);
    const records = await stored('application', byName(`Lucía ${marker}`));
    expect(records).toHaveLength(1);
    expect(records[0]?.files.map((file) => file.field).sort()).toEqual([
      'image_1',
      'image_2',
      'image_3',
      'image_4',
    ]);
    expect(records[0]?.fields).toMatchObject({
      city: match.any(String),
      country: match.any(String),
      height: `178/5'10"`,
    });
    expect(JSON.stringify(records[0]?.fields.skills)).toContain(ids.skillName);
  });

  it('refuses missing fields with 400 naming each required one', async () => {
    const form = new FormData();
    form.set('name', `nobody ${crypto.randomUUID()}`);
    await expectRefused(form, 400, {
      gender: ['required'],
      birthdate: ['required'],
      height: ['required'],
      nationality: ['required'],
      country: ['required'],
      city: ['required'],
      email: ['required'],
      phone: ['required'],
      instagram: ['required'],
      accept: ['mustAccept'],
      image_1: ['required'],
      image_4: ['required'],
    });
  });

  it('refuses wrong types and values with 400', async () => {
    const marker = crypto.randomUUID();
    await expectRefused(
      application(marker, {
        gender: 'other',
        birthdate: '31/02/2001',
        height: '178',
        accept: 'no',
        country: 'mx',
        video_1: 'javascript:alert(1)',
      }),
      400,
      {
        gender: ['required'],
        birthdate: ['invalidDate'],
        height: ['invalidOption'],
        accept: ['mustAccept'],
        country: ['invalidOption'],
        video_1: ['invalidUrl'],
      },
    );
  });

  it('refuses huge strings with 400', async () => {
    await expectRefused(
      application(crypto.randomUUID(), { instagram: 'i'.repeat(101), email: `${'e'.repeat(200)}@x.mx` }),
      400,
      {
        instagram: ['tooLong'],
        email: ['tooLong'],
      },
    );
  });

  it('refuses a renamed non-image with 415', async () => {
    const form = application(crypto.randomUUID());
    form.set(
      'image_2',
      photo(new TextEncoder().encode('%PDF-1.7 not a picture'), 'holiday.jpg', 'image/jpeg'),
    );
    await expectRefused(form, 415, { image_2: ['fileType'] });
  });

  it('refuses wrong fields with 400 before it reads a byte of the photos', async () => {
    const marker = crypto.randomUUID();
    const form = application(marker, { email: 'nobody', gender: 'other' });
    form.set(
      'image_2',
      photo(new TextEncoder().encode('%PDF-1.7 not a picture'), 'holiday.jpg', 'image/jpeg'),
    );
    const result = await answer(formRequest('/api/get-scouted', form));
    expect(result.status).toBe(400);
    // The photo's bytes, once read, are refused too (415, above): these were never read.
    expect(result.body.errors).toEqual({ email: ['invalidEmail'], gender: ['required'] });
    expect(await stored('application', byName(`Lucía ${marker}`))).toEqual([]);
  });

  it('refuses five photos and a repeated photo field with 400', async () => {
    const five = application(crypto.randomUUID());
    five.set('image_5', photo(image));
    await expectRefused(five, 400, { image_5: ['tooMany'] });
    const twice = application(crypto.randomUUID());
    twice.append('image_1', photo(image));
    await expectRefused(twice, 400, { image_1: ['tooMany'] });
  });

  it('refuses a photo over 8 MiB with 413', async () => {
    const form = application(crypto.randomUUID());
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(image.subarray(0, 8));
    form.set('image_3', photo(big, 'big.png'));
    await expectRefused(form, 413, { image_3: ['fileTooLarge'] });
  });

  it('refuses unknown country, a city of another country and an unknown skill with 400', async () => {
    await expectRefused(application(crypto.randomUUID(), { country: '999999', nationality: '999998' }), 400, {
      country: ['invalidOption'],
    });
    await expectRefused(application(crypto.randomUUID(), { city: String(ids.otherCity) }), 400, {
      city: ['invalidOption'],
    });
    const skill = application(crypto.randomUUID());
    skill.set('skills', '999999');
    await expectRefused(skill, 400, { skills: ['invalidOption'] });
  });

  it('refuses another origin with 403', async () => {
    const form = application(crypto.randomUUID());
    const result = await answer(formRequest('/api/get-scouted', form, { origin: 'https://evil.example' }));
    expect(result.status).toBe(403);
  });
});

describe('GET /api/attributes', () => {
  const get = (query: string) =>
    GET(new Request(`${SITE}/api/attributes?${query}`, { headers: { 'x-visitor-address': nextVisitor() } }));

  it('answers the cities of a country in the requested language', async () => {
    const response = await get('locale=en&country=1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { cities: { id: number; name: string }[] } };
    expect(body.data.cities.length).toBeGreaterThan(0);
    expect(body.data.cities.map((city) => city.id)).toContain(ids.city);
  });

  it.each(['locale=es', 'locale=es&country=abc', 'locale=es&country=0', 'locale=fr&country=1'])(
    'answers 400 to %s',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(5);
    },
  );
});
