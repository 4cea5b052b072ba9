import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import {
  byName,
  contactMessage,
  expectJsonAndOversizeRefused,
  formRequest,
  nextVisitor,
  routeAnswer,
  stored,
} from '../../support/contract/site-helpers';
import { formOf } from '../../support/form-of';

const good = (marker: string) => contactMessage(`Ana ${marker}`);
const answer = (request: Request) => routeAnswer(POST, request);

describe('POST /api/contact', () => {
  it('stores a good message once, even when it is sent twice with the same key', async () => {
    const fields = good(crypto.randomUUID());
    const key = crypto.randomUUID();
    const first = await answer(formRequest('/api/contact', formOf(fields), { key }));
    expect(first.status).toBe(201);
    const again = await answer(formRequest('/api/contact', formOf(fields), { key }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await stored('contact', byName(fields.name))).toHaveLength(1);
  });

  it.each([
    [
      'missing fields',
      {},
      { name: ['required'], email: ['required'], phone: ['required'], message: ['required'] },
    ],
    ['an invalid e-mail', { email: 'ana@' }, { email: ['invalidEmail'] }],
    ['a phone without digits', { phone: 'llámame' }, { phone: ['invalidPhone'] }],
    [
      'huge strings',
      { name: 'x'.repeat(121), message: 'y'.repeat(5001) },
      { name: ['tooLong'], message: ['tooLong'] },
    ],
  ])('answers 400 with field codes for %s and stores nothing', async (_case, override, errors) => {
    const marker = crypto.randomUUID();
    const fields = Object.keys(override).length === 0 ? { name: '' } : { ...good(marker), ...override };
    const { status, body } = await answer(formRequest('/api/contact', formOf(fields)));
    expect(status).toBe(400);
    expect(body.message).toMatch(/missing or not valid/);
    expect(body.errors).toMatchObject(errors);
    expect(await stored('contact', (item) => String(item.fields.name).includes(marker))).toEqual([]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }, 403],
    ['no origin', { origin: null }, 403],
    ['a filled honeypot', { antiSpam: { website: 'https://spam.example' } }, 400],
    ['a form filled too fast', { antiSpam: { fill_ms: '300' } }, 400],
    ['no anti-spam fields at all', { antiSpam: null }, 400],
    ['no Idempotency-Key', { key: null }, 400],
    ['an overlong Idempotency-Key', { key: 'k'.repeat(201) }, 400],
  ] as const)('refuses %s with a clear %i and stores nothing', async (_case, options, expected) => {
    const fields = good(crypto.randomUUID());
    const { status, body } = await answer(formRequest('/api/contact', formOf(fields), options));
    expect(status).toBe(expected);
    expect(body.message.length).toBeGreaterThan(10);
    expect(await stored('contact', byName(fields.name))).toEqual([]);
  });

  it('refuses a JSON body with 415 and an oversized body with 413', async () => {
    await expectJsonAndOversizeRefused(POST, '/api/contact', {
      json: good('json'),
      huge: formOf({ ...good('huge'), message: 'z'.repeat(70 * 1024) }),
    });
  });

  it('limits one visitor to 10 submissions in 10 minutes with 429 and Retry-After', async () => {
    const ip = nextVisitor();
    for (let i = 0; i < 10; i += 1) {
      expect((await answer(formRequest('/api/contact', formOf({ name: '' }), { ip }))).status).toBe(400);
    }
    const limited = await answer(formRequest('/api/contact', formOf(good(crypto.randomUUID())), { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many/);
    expect(
      (await answer(formRequest('/api/contact', formOf({ name: '' }), { ip: nextVisitor() }))).status,
    ).toBe(400);
  });
});
