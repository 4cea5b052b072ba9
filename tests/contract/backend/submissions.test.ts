import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema, receiptSchema } from '@/lib/api/schemas/common';
import type { attributesAnswerSchema } from '@/lib/api/schemas/mf';
import type { inboxPageSchema } from '../../support/contract/operator-inbox';
import { startBackend, type RunningBackend } from '../../support/backend';
import { countStoredUploads, uploadsLocation } from '../../support/stored-uploads';
import { readJson } from '../../support/json';
import { match } from '../../support/matchers';
import { clientFor } from '../../support/contract/client';
import { formOf } from '../../support/form-of';
import { applicationForm as sampleApplication, sampleImages } from '../../support/contract/application-form';

type Attributes = z.infer<typeof attributesAnswerSchema>;
type InboxPage = z.infer<typeof inboxPageSchema>;
type Receipt = z.infer<typeof receiptSchema>;
type ErrorBody = z.infer<typeof errorBodySchema>;

// A backend of this file's own: counting rows and files proves "stored once" and "stored nothing" only when no
// other test file writes to the same backend meanwhile.
let backend: RunningBackend;
let panel: ReturnType<typeof clientFor>['panel'];
let operator: ReturnType<typeof clientFor>['operator'];
let mf: ReturnType<typeof clientFor>['mf'];
let png: Uint8Array<ArrayBuffer>;
let jpeg: Uint8Array<ArrayBuffer>;
let gif: Uint8Array<ArrayBuffer>;
let mexicoCity: number;
let bogota: number;
let colombia: number;

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  ({ panel, mf, operator } = clientFor(backend.url, backend.dataDir));
  ({ png, jpeg, gif } = await sampleImages());
  const attrs = (
    await readJson<Attributes>(await mf('/api/talents/attributes?language=es&countries=1&cities=1'))
  ).data;
  mexicoCity = idOf(attrs.cities, 'Ciudad de México');
  colombia = idOf(attrs.countries, 'Colombia');
  const colombianCities = await readJson<Attributes>(await mf(`/api/talents/attributes?cities=${colombia}`));
  const [firstCity] = colombianCities.data.cities ?? [];
  if (!firstCity) throw new Error('the seed has no city in Colombia');
  bogota = firstCity.id;
}, 120_000);

function idOf(options: { id: number; value: string }[] | undefined, value: string): number {
  const option = options?.find((o) => o.value === value);
  if (!option) throw new Error(`the seed has no option ${value}`);
  return option.id;
}

afterAll(() => backend?.stop());

const countFiles = () => countStoredUploads(backend);

async function inboxTotal(kind: 'contact' | 'application'): Promise<number> {
  return (await readJson<InboxPage>(await operator(`/api/inbox?kind=${kind}`))).total;
}

function applicationForm(
  overrides: Record<string, string | null> = {},
  files: Record<string, Blob | null> = {},
): FormData {
  return sampleApplication({ images: { png, jpeg, gif }, cityId: mexicoCity }, overrides, files);
}

/** A good application with one photo more, under `field`: a fifth one, or a second under a field it has. */
function withOneMorePhoto(field: string, fileName: string): FormData {
  const form = applicationForm();
  form.append(field, new Blob([png]), fileName);
  return form;
}

const send = (form: FormData, key?: string) =>
  panel('/api/get-scouted/es', {
    method: 'POST',
    body: form,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('contact', () => {
  it('stores a message and answers 201, shown in the inbox', async () => {
    const form = new FormData();
    Object.entries({
      name: 'Lucía Gómez',
      email: 'lucia@example.com',
      phone: '5512345678',
      message: 'Hola, ¿tienen modelos para una campaña?',
    }).forEach(([k, v]) => form.set(k, v));
    const response = await panel('/api/contact/es', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const { data } = await readJson<Receipt>(response);
    expect(data).toEqual({ id: match.any(Number), created_at: match.any(String) });
    const inbox = await readJson<InboxPage>(await operator('/api/inbox?kind=contact'));
    expect(inbox.data[0]).toMatchObject({
      id: data.id,
      name: 'Lucía Gómez',
      email: 'lucia@example.com',
      message: 'Hola, ¿tienen modelos para una campaña?',
      language: 'es',
    });
  });

  it('replays an idempotent send without storing twice', async () => {
    const before = await inboxTotal('contact');
    const body = () => {
      const form = new FormData();
      Object.entries({ name: 'A', email: 'a@example.com', phone: '1', message: 'm' }).forEach(([k, v]) =>
        form.set(k, v),
      );
      return form;
    };
    const first = await panel('/api/contact/en', {
      method: 'POST',
      body: body(),
      headers: { 'Idempotency-Key': 'contact-1' },
    });
    const second = await panel('/api/contact/en', {
      method: 'POST',
      body: body(),
      headers: { 'Idempotency-Key': 'contact-1' },
    });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await readJson(second)).toEqual(await readJson(first));
    expect(await inboxTotal('contact')).toBe(before + 1);
  });

  it('rejects missing, invalid and too long fields with codes, storing nothing', async () => {
    const before = await inboxTotal('contact');
    const form = new FormData();
    form.set('name', 'x'.repeat(121));
    form.set('email', 'not-an-email');
    form.set('message', '   ');
    const response = await panel('/api/contact/es', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).errors).toEqual({
      name: ['too_long'],
      email: ['invalid'],
      phone: ['required'],
      message: ['required'],
    });
    const json = await panel('/api/contact/es', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    const huge = new FormData();
    Object.entries({
      name: 'A',
      email: 'a@example.com',
      phone: '1',
      message: 'x'.repeat(2 * 1024 * 1024),
    }).forEach(([k, v]) => huge.set(k, v));
    expect((await panel('/api/contact/es', { method: 'POST', body: huge })).status).toBe(413);
    expect((await panel('/api/contact/fr', { method: 'POST', body: new FormData() })).status).toBe(404);
    expect(await inboxTotal('contact')).toBe(before);
  });
});

describe('get-scouted', () => {
  it('stores one application with its four files before answering 201', async () => {
    const [rowsBefore, filesBefore] = [await inboxTotal('application'), await countFiles()];
    const response = await send(applicationForm());
    expect(response.status).toBe(201);
    const { data } = await readJson<Receipt>(response);
    expect(await inboxTotal('application')).toBe(rowsBefore + 1);
    expect(await countFiles()).toBe(filesBefore + 4);
    const [item] = (await readJson<InboxPage>(await operator('/api/inbox?kind=application'))).data;
    expect(item).toMatchObject({
      id: data.id,
      name: 'Ángela Núñez',
      gender: 'woman',
      birthdate: '2001-05-04',
      height: `178/5'10"`,
      id_country: 1,
      id_city: mexicoCity,
      instagram: '@angela',
      video_1: 'https://youtu.be/dQw4w9WgXcQ',
      skills: [
        { id: 1, name: 'Actuación' },
        { id: 2, name: 'Baile' },
      ],
    });
    const files = item?.files ?? [];
    expect(files.map((f) => `${f.field}:${f.mime}`)).toEqual([
      'image_1:image/jpeg',
      'image_2:image/png',
      'image_3:image/gif',
      'image_4:image/jpeg',
    ]);
    const stored = files[1]!;
    expect(stored.path).toMatch(new RegExp(`^${uploadsLocation(backend)}/applications/.+/image_2\\.png$`));
    const file = await operator(stored.url.replace(/^.*\/panel/, ''));
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="image_2\.png"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 60,
    });
    expect((await fetch(stored.url)).status).toBe(401);
  });

  it('stores the photos re-encoded: a file that is also something else loses what it carried', async () => {
    const payload = '<script>alert(1)</script>PK\u0003\u0004polyglot';
    const polyglot = new Uint8Array([...jpeg, ...new TextEncoder().encode(payload)]);
    const exif = new Uint8Array(
      await sharp(jpeg)
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
        .jpeg()
        .toBuffer(),
    );
    const response = await send(
      applicationForm({}, { image_1: new Blob([polyglot]), image_4: new Blob([exif]) }),
    );
    expect(response.status).toBe(201);
    const { data } = await readJson<Receipt>(response);
    const item = (await readJson<InboxPage>(await operator('/api/inbox?kind=application'))).data.find(
      (entry) => entry.id === data.id,
    );
    const files = item?.files ?? [];
    expect(files).toHaveLength(4);
    for (const field of [0, 3]) {
      const bytes = Buffer.from(
        await (await operator(files[field]!.url.replace(/^.*\/panel/, ''))).arrayBuffer(),
      );
      expect(bytes.includes('polyglot')).toBe(false);
      expect(bytes.includes('secret-location')).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses a photo that only starts like an image (415), storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await inboxTotal('application'), await countFiles()];
    const fake = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode('not really a jpeg at all'),
    ]);
    const response = await send(applicationForm({}, { image_2: new Blob([fake]) }));
    expect(response.status).toBe(415);
    expect((await readJson<ErrorBody>(response)).errors?.image_2).toEqual(['type']);
    expect([await inboxTotal('application'), await countFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('refuses control characters in any text field with 400 naming the field, storing nothing', async () => {
    const before = await inboxTotal('application');
    for (const [field, value] of [
      ['name', 'Án\u0000gela'],
      ['instagram', '@a\u001bb'],
      ['phone', '55\u00071234567'],
    ] as const) {
      const response = await send(applicationForm({ [field]: value }));
      expect(response.status, field).toBe(400);
      expect((await readJson<ErrorBody>(response)).errors?.[field]).toEqual(['control_character']);
    }
    const message = formOf({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '5512345678',
      message: 'Ho\u0000la',
    });
    const contact = await panel('/api/contact/es', { method: 'POST', body: message });
    expect(contact.status).toBe(400);
    expect((await readJson<ErrorBody>(contact)).errors?.message).toEqual(['control_character']);
    expect(await inboxTotal('application')).toBe(before);
  });

  it('replays a repeated Idempotency-Key and stores once, also for two concurrent sends', async () => {
    const [rowsBefore, filesBefore] = [await inboxTotal('application'), await countFiles()];
    const first = await send(applicationForm(), 'apply-1');
    const replay = await send(applicationForm(), 'apply-1');
    expect([first.status, replay.status]).toEqual([201, 200]);
    expect(await readJson(replay)).toEqual(await readJson(first));
    const [a, b] = await Promise.all([
      send(applicationForm(), 'apply-2'),
      send(applicationForm(), 'apply-2'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await readJson<Receipt>(a)).data.id).toBe((await readJson<Receipt>(b)).data.id);
    expect(await inboxTotal('application')).toBe(rowsBefore + 2);
    expect(await countFiles()).toBe(filesBefore + 8);
  });

  const bad: [string, () => FormData, number, Record<string, string[]>][] = [
    [
      'missing fields',
      () => applicationForm({ name: null, email: null, accept: null }),
      400,
      { name: ['required'], email: ['required'], accept: ['required'] },
    ],
    [
      'wrong types',
      () =>
        applicationForm({ id_country: 'mexico', gender: 'other', birthdate: '31/02/2001', height: '178' }),
      400,
      { id_country: ['invalid'], gender: ['invalid'], birthdate: ['invalid'], height: ['invalid'] },
    ],
    [
      'a photo sent as text',
      () => applicationForm({ image_1: 'photo.jpg' }, { image_1: null }),
      400,
      { image_1: ['type'] },
    ],
    [
      'huge strings',
      () => applicationForm({ name: 'x'.repeat(100_000), instagram: 'y'.repeat(101) }),
      400,
      { name: ['too_long'], instagram: ['too_long'] },
    ],
    [
      'a renamed non-image',
      () => applicationForm({}, { image_3: new Blob(['%PDF-1.4 not an image'], { type: 'image/png' }) }),
      415,
      { image_3: ['type'] },
    ],
    ['five photos', () => withOneMorePhoto('image_5', 'five.png'), 400, { image_5: ['too_many'] }],
    ['a photo twice', () => withOneMorePhoto('image_1', 'again.png'), 400, { image_1: ['too_many'] }],
    [
      'a file over 8 MiB',
      () => applicationForm({}, { image_2: new Blob([png, new Uint8Array(8 * 1024 * 1024)]) }),
      413,
      { image_2: ['too_large'] },
    ],
    [
      'an unknown country',
      () => applicationForm({ id_nationality: '999999', id_country: '999999' }),
      400,
      { id_nationality: ['unknown'], id_country: ['unknown'], id_city: ['unknown'] },
    ],
    [
      'a city not of that country',
      () => applicationForm({ id_city: String(bogota) }),
      400,
      { id_city: ['unknown'] },
    ],
    [
      'an unknown skill',
      () => applicationForm({ skills: JSON.stringify([{ id: 424242, name: 'Juggling' }]) }),
      400,
      { skills: ['unknown'] },
    ],
    ['skills that are not JSON', () => applicationForm({ skills: '[1,' }), 400, { skills: ['invalid'] }],
    ['consent not given', () => applicationForm({ accept: '0' }), 400, { accept: ['invalid'] }],
  ];

  it.each(bad)('rejects %s with a clear 4xx and stores nothing', async (_, form, status, errors) => {
    const [rowsBefore, filesBefore] = [await inboxTotal('application'), await countFiles()];
    const response = await send(form());
    expect(response.status).toBe(status);
    const body = await readJson<ErrorBody>(response);
    expect(body.message).toEqual(match.any(String));
    expect(body.errors).toEqual(errors);
    expect(await inboxTotal('application')).toBe(rowsBefore);
    expect(await countFiles()).toBe(filesBefore);
  });

  it('rejects a body over the total bound with 413 and a bad Idempotency-Key with 400', async () => {
    const big = applicationForm({}, { image_1: new Blob([new Uint8Array(40 * 1024 * 1024)]) });
    expect((await send(big)).status).toBe(413);
    expect((await send(applicationForm(), 'x'.repeat(201))).status).toBe(400);
  });

  it('answers 401 without a token and 404 for an unknown language', async () => {
    expect(
      (await fetch(`${backend.url}/panel/api/get-scouted/es`, { method: 'POST', body: applicationForm() }))
        .status,
    ).toBe(401);
    expect((await panel('/api/get-scouted/de', { method: 'POST', body: applicationForm() })).status).toBe(
      404,
    );
  });
});
