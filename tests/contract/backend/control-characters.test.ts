import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import { readJson } from '../../support/json';
import { credentials, mf, mfJson, mfUrl, panel, panelUrl, postJson } from '../../support/contract/client';

// PostgreSQL (and PGlite) refuse NUL in text, so a NUL that reached a query used to answer 500. Every body
// string, keys included, now passes one rule before any schema or query sees it: no C0 control character
// but tab and line breaks, and no DEL (queries and paths refuse those too, see hardening.test.ts).
type ErrorBody = z.infer<typeof errorBodySchema>;

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = await readJson<ErrorBody>(response);
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toBe('');
  expect(body.errors?.[field]).toEqual(['control_character']);
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('talents search', () => {
  it.each([
    ['NUL', 'an\u0000a'],
    ['NUL alone', '\u0000'],
    ['escape', 'an\u001ba'],
    ['DEL', 'an\u007fa'],
  ])('refuses %s with 400 naming the field', async (_, search) => {
    await expectRefused(await mfJson('/api/talents?paginate=5', { search }), 'search');
  });

  it('refuses NUL in a key or a value the schema would drop, naming its path', async () => {
    await expectRefused(await mfJson('/api/talents', { 'x\u0000': 1 }), 'x\u0000');
    await expectRefused(await mfJson('/api/talents', { extra: ['ok', { deep: 'a\u0000' }] }), 'extra.1.deep');
  });

  it('refuses NUL under nesting deeper than the call stack, without a 500', async () => {
    const depth = 200_000;
    const body = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const response = await mf('/api/talents', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(Object.values((await readJson<ErrorBody>(response)).errors ?? {})).toEqual([
      ['control_character'],
    ]);
  });

  it('still answers a search holding a tab or a line break', async () => {
    expect((await mfJson('/api/talents?paginate=5', { search: 'ana\tx\ny' })).status).toBe(200);
  });
});

describe('other JSON bodies', () => {
  it('sign-in', async () => {
    await expectRefused(
      await postJson(`${mfUrl}/api/signin`, { ...credentials.mf, salt: 'demo\u0000' }),
      'salt',
    );
    await expectRefused(
      await postJson(`${panelUrl}/api/login`, { ...credentials.panel, api_token: '\u0000' }),
      'api_token',
    );
  });

  it('gallery download: the profile the client sends back', async () => {
    const response = await mfJson('/api/download/gallery', {
      talent: { id: 1, name: 'Ana\u0000' },
      gallery: 'book',
    });
    await expectRefused(response, 'talent.name');
  });
});

describe('forms', () => {
  const contact = { name: 'Ana', email: 'ana@example.com', phone: '5512345678', message: 'Hola' };

  it('contact: a field the schema does not know is refused too, naming it once', async () => {
    const response = await panel('/api/contact/es', {
      method: 'POST',
      body: form({ ...contact, note: 'x\u0000' }),
    });
    await expectRefused(response, 'note');
  });

  it('contact: url-encoded, the field named once', async () => {
    const response = await panel('/api/contact/es', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...contact, message: 'Ho\u0000la' }).toString(),
    });
    await expectRefused(response, 'message');
  });
});

describe('queries', () => {
  it('attributes and profile', async () => {
    await expectRefused(await mf('/api/talents/attributes?countries=1%00'), 'countries');
    await expectRefused(await mf('/api/talent/profile?id=1&language=es%00'), 'language');
    await expectRefused(await mfJson('/api/talents?paginate=5%00', {}), 'paginate');
  });
});
