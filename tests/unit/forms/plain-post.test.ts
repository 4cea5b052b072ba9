import { describe, expect, it } from 'vitest';
import { applicationInput, checkPhotoBytes, photoFilesOf } from '@/lib/forms/application-request';
import { applicationSchema } from '@/lib/forms/application-schema';
import { contactSchema } from '@/lib/forms/contact-schema';
import { isValidIdempotencyKey } from '@/lib/forms/idempotency';
import { heightOptions } from '@/lib/options';
import { keptValues } from '@/lib/forms/kept-values';
import {
  FORM_STARTED_FIELD,
  FORM_TOKEN_FIELD,
  plainFillMs,
  plainIdempotencyKey,
  plainPost,
  plainPostAction,
  plainPostLocale,
} from '@/lib/forms/plain-post';

// The bodies below are written out byte for byte as Chromium sends a form it submits itself, so these tests
// check the parsing of what browsers really send, not of what `FormData` in Node would produce.

/** Parses a body the way the form routes do (route-guard.ts). */
const parse = (body: BodyInit, contentType: string) =>
  new Response(body, { headers: { 'content-type': contentType } }).formData();

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const BOUNDARY = '----WebKitFormBoundaryq2V3aB9xYz';

function multipart(parts: { name: string; value?: string; file?: { name: string; bytes: Uint8Array } }[]) {
  const chunks: Uint8Array[] = [];
  const text = (value: string) => chunks.push(new TextEncoder().encode(value));
  for (const part of parts) {
    text(`--${BOUNDARY}\r\n`);
    if (part.file) {
      const type = part.file.name ? 'image/png' : 'application/octet-stream';
      text(`Content-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\n`);
      text(`Content-Type: ${type}\r\n\r\n`);
      chunks.push(part.file.bytes);
      text('\r\n');
    } else {
      text(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`);
    }
  }
  text(`--${BOUNDARY}--\r\n`);
  return new Blob(chunks as BlobPart[]);
}

describe('the plain post of a form (sent by the browser itself)', () => {
  it('is told from the page script’s send by the language in the action, never by a typed value', () => {
    expect(plainPostAction('/api/contact', 'en')).toBe('/api/contact?lang=en');
    expect(plainPostLocale('http://localhost:3000/api/contact?lang=en')).toBe('en');
    expect(plainPostLocale('http://localhost:3000/api/contact?lang=pt')).toBe('pt');
    expect(plainPostLocale('http://localhost:3000/api/contact?lang=xx')).toBe('es');
    expect(plainPostLocale('http://localhost:3000/api/contact')).toBeNull();
  });

  it('reads the contact form urlencoded as a browser sends it, accents, + and line breaks included', async () => {
    const body =
      'name=Ana+Mar%C3%ADa&email=ana%40example.com&phone=%2B52+55+1234+5678' +
      '&message=Hola%2C%0D%0Aquisiera+una+cotizaci%C3%B3n+%2B+fotos&website=&locale=es' +
      `&${FORM_TOKEN_FIELD}=t-1&${FORM_STARTED_FIELD}=1700000000000`;
    const form = await parse(body, 'application/x-www-form-urlencoded');
    const parsed = contactSchema.safeParse({
      name: form.get('name'),
      email: form.get('email'),
      phone: form.get('phone'),
      message: form.get('message'),
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: 'Ana María',
      email: 'ana@example.com',
      phone: '+52 55 1234 5678',
      message: 'Hola,\r\nquisiera una cotización + fotos',
    });
    expect(form.get('website')).toBe('');
  });

  it('reads the application as multipart: a ticked box is "on", skills repeat, an empty file input is no photo', async () => {
    const body = multipart([
      { name: 'name', value: 'Lucía Pérez' },
      { name: 'gender', value: 'woman' },
      { name: 'birthdate', value: '14/02/2001' },
      { name: 'height', value: heightOptions[145]!.value },
      { name: 'nationality', value: '1' },
      { name: 'country', value: '1' },
      { name: 'city', value: '7' },
      { name: 'email', value: 'lucia@example.com' },
      { name: 'phone', value: '+52 55 1234 5678' },
      { name: 'instagram', value: '@lucia' },
      { name: 'skills', value: '3' },
      { name: 'skills', value: '5' },
      { name: 'image_1', file: { name: 'one.png', bytes: PNG } },
      { name: 'image_2', file: { name: 'two.png', bytes: PNG } },
      { name: 'image_3', file: { name: 'three.png', bytes: PNG } },
      { name: 'image_4', file: { name: '', bytes: new Uint8Array() } },
      { name: 'video_1', value: '' },
      { name: 'accept', value: 'on' },
    ]);
    const form = await parse(body, `multipart/form-data; boundary=${BOUNDARY}`);
    const files = photoFilesOf(form);
    expect(files.ok).toBe(true);
    if (!files.ok) return;
    const photos = await checkPhotoBytes(files.photos);
    expect(photos.ok).toBe(true);
    if (!photos.ok) return;
    expect(Object.keys(photos.photos)).toEqual(['image_1', 'image_2', 'image_3']);
    const input = applicationInput(form, photos.photos);
    expect(input.skills).toEqual(['3', '5']);
    expect(input.accept).toBe(true);
    const parsed = applicationSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    // The slot left empty is "required", like an empty slot in the page, not a refused file type.
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['image_4', 'required'],
    ]);
  });

  it('an unticked box is simply absent, and refused', async () => {
    const form = await parse(
      multipart([{ name: 'name', value: 'Lucía' }]),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    const input = applicationInput(form, {});
    expect(input.accept).toBe(false);
  });

  it('keeps the typed text of a refused post, never its files', async () => {
    const body = multipart([
      { name: 'name', value: 'Lucía' },
      { name: 'skills', value: '3' },
      { name: 'accept', value: 'on' },
      { name: 'image_1', file: { name: 'one.png', bytes: PNG } },
      { name: 'website', value: '' },
    ]);
    const form = await parse(body, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(keptValues('application', form)).toEqual({ name: 'Lucía', accept: 'on', skills: ['3'] });
    const contact = await parse('name=Ana&message=Hola&website=', 'application/x-www-form-urlencoded');
    expect(keptValues('contact', contact)).toEqual({ name: 'Ana', message: 'Hola' });
  });
});

describe('plainIdempotencyKey', () => {
  const form = (fields: Record<string, string>, photo?: Uint8Array) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    if (photo) data.set('image_1', new File([photo as BlobPart], 'a.png', { type: 'image/png' }));
    return data;
  };
  const base = { name: 'Ana', message: 'Hola', [FORM_TOKEN_FIELD]: 'token-1', [FORM_STARTED_FIELD]: '1' };

  it('is the same for the same filled form sent again, whenever it was rendered', async () => {
    const first = await plainIdempotencyKey('contact', form(base));
    expect(await plainIdempotencyKey('contact', form(base))).toBe(first);
    expect(await plainIdempotencyKey('contact', form({ ...base, [FORM_STARTED_FIELD]: '2' }))).toBe(first);
    expect(isValidIdempotencyKey(first)).toBe(true);
  });

  it('changes with any field, the form’s token, the form kind or a photo’s bytes', async () => {
    const first = await plainIdempotencyKey('application', form(base, PNG));
    const others = await Promise.all([
      plainIdempotencyKey('application', form({ ...base, message: 'Hola!' }, PNG)),
      plainIdempotencyKey('application', form({ ...base, [FORM_TOKEN_FIELD]: 'token-2' }, PNG)),
      plainIdempotencyKey('contact', form(base, PNG)),
      plainIdempotencyKey('application', form(base, Uint8Array.from([...PNG, 1]))),
      // A value moved from one field to the next is another form.
      plainIdempotencyKey('application', form({ ...base, name: 'AnaHola', message: '' }, PNG)),
    ]);
    for (const other of others) expect(other).not.toBe(first);
  });
});

describe('plainFillMs and plainPost', () => {
  it('measures from the render time the server wrote into the form', () => {
    const started = new FormData();
    started.set(FORM_STARTED_FIELD, '1000');
    expect(plainFillMs(started, 4000)).toBe(3000);
    expect(plainFillMs(new FormData(), 4000)).toBeNaN();
    started.set(FORM_STARTED_FIELD, '12e3');
    expect(plainFillMs(started, 4000)).toBeNaN();
  });

  it('gives a fresh form a new token and start, and a review those of the form first filled', () => {
    const fresh = plainPost('/api/contact', 'pt');
    expect(fresh.action).toBe('/api/contact?lang=pt');
    expect(fresh.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(plainPost('/api/contact', 'pt').token).not.toBe(fresh.token);
    expect(plainPost('/api/contact', 'en', { token: 'kept', started: '5' })).toEqual({
      action: '/api/contact?lang=en',
      locale: 'en',
      token: 'kept',
      started: '5',
    });
  });
});
