import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import type { attributesAnswerSchema } from '@/lib/api/schemas/mf';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { maxInputPixels } from '@/lib/contract/upload-limits';
import { applicationForm, sampleImages, type SampleImages } from '../../support/contract/application-form';
import { mf, panel } from '../../support/contract/client';
import { staffTalent } from '../../support/contract/staff-talent';
import { decompressionBomb } from '../../support/decompression-bomb';
import { readJson } from '../../support/json';

type ErrorBody = z.infer<typeof errorBodySchema>;

// What an upload costs the backend before it is refused: a form whose fields are wrong decodes none of its
// photos, and a picture of more pixels than any phone takes (a small file that declares a huge picture) is
// refused from its header, never decoded (lib/contract/upload-limits.ts, `maxInputPixels`). On the shared
// backend: nothing here is stored.

let images: SampleImages;
let cityId: number;
let session: string;
/** 9000 × 9000: over the bound, under the one the backend had before, and about 80 KB of PNG. */
const bomb = decompressionBomb(9000, 9000);

beforeAll(async () => {
  images = await sampleImages();
  const attributes = await readJson<z.infer<typeof attributesAnswerSchema>>(
    await mf('/api/talents/attributes?language=es&countries=1&cities=1'),
  );
  cityId = attributes.data.cities!.find((city) => city.value === 'Ciudad de México')!.id;
  const signIn = await panel('/api/staff/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoAdmin, address: '198.51.100.91' }),
  });
  expect(signIn.status).toBe(201);
  session = (await readJson<{ token: string }>(signIn)).token;
});

/** A photo that starts like a JPEG and is none: only decoding it tells. */
const onlyStartsLikeAJpeg = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('no picture at all')])]);

const apply = (form: FormData) => panel('/api/get-scouted/es', { method: 'POST', body: form });

describe('an application', () => {
  it('whose fields are refused decodes none of its photos', async () => {
    const form = applicationForm(
      { images, cityId },
      { email: 'not an address', accept: null },
      { image_2: onlyStartsLikeAJpeg() },
    );
    const answer = await apply(form);
    expect(answer.status).toBe(400);
    // Decoding image_2 would have refused it too (415, `type`): the fields were refused first.
    expect((await readJson<ErrorBody>(answer)).errors).toEqual({
      email: ['invalid'],
      accept: ['required'],
    });
  });

  it('whose photo only starts like one is refused once its fields are right', async () => {
    const answer = await apply(applicationForm({ images, cityId }, {}, { image_2: onlyStartsLikeAJpeg() }));
    expect(answer.status).toBe(415);
    expect((await readJson<ErrorBody>(answer)).errors).toEqual({ image_2: ['type'] });
  });

  it('with a photo of more pixels than any phone takes is refused with 415', async () => {
    expect(9000 * 9000).toBeGreaterThan(maxInputPixels);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const answer = await apply(
      applicationForm({ images, cityId }, {}, { image_3: new Blob([bomb], { type: 'image/png' }) }),
    );
    expect(answer.status).toBe(415);
    expect((await readJson<ErrorBody>(answer)).errors).toEqual({ image_3: ['type'] });
  });
});

describe("a talent's pictures", () => {
  it('refuse a small PNG that declares a huge picture, with 415', async () => {
    const created = await panel('/api/staff/talents', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-staff-session': session },
      body: JSON.stringify(staffTalent({ name: 'Bomba Decompresión', tags: [], instagram: '', about: '' })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await readJson<{ data: { id: number } }>(created)).data;
    try {
      const form = new FormData();
      form.set('gallery', 'book');
      form.set('picture_1', new Blob([images.jpeg], { type: 'image/jpeg' }), 'fine.jpg');
      form.set('picture_2', new Blob([bomb], { type: 'image/png' }), 'bomb.png');
      const answer = await panel(`/api/staff/talents/${id}/pictures`, {
        method: 'POST',
        headers: { 'x-staff-session': session },
        body: form,
      });
      expect(answer.status).toBe(415);
      expect((await readJson<ErrorBody>(answer)).errors).toEqual({ picture_2: ['type'] });
    } finally {
      await panel(`/api/staff/talents/${id}`, { method: 'DELETE', headers: { 'x-staff-session': session } });
    }
  });
});
