import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/selection/route';
import { getTalentsPage, type TalentSummary } from '@/lib/api';
import { composeSelectionMessage } from '@/lib/forms/selection-message';
import { MAX_SELECTION } from '@/lib/forms/form-values';
import { nameSlug } from '@/lib/talent/slug';
import {
  byName,
  expectJsonAndOversizeRefused,
  formRequest,
  nextVisitor,
  routeAnswer,
  SITE,
  stored,
} from '../../support/contract/site-helpers';

const answer = (request: Request) => routeAnswer(POST, request);

let model: TalentSummary;
let otherModel: TalentSummary;
let talent: TalentSummary;

beforeAll(async () => {
  const [models, talents] = await Promise.all([
    getTalentsPage({ category: 'models', page: 1 }),
    getTalentsPage({ category: 'talents', page: 1 }),
  ]);
  [model, otherModel] = models.items as [TalentSummary, TalentSummary];
  talent = talents.items[0]!;
});

function selection(
  marker: string,
  ids: (number | string)[],
  override: Record<string, string | null> = {},
): FormData {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    name: `Cliente ${marker}`,
    email: 'casting@example.com',
    phone: '+52 55 1234 5678',
    note: 'Campaña de verano, 3 días en junio.',
    ...override,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.set(name, value);
  for (const id of ids) form.append('talent', String(id));
  return form;
}

describe('POST /api/selection', () => {
  it('stores one contact message naming each talent (both rosters) with its canonical URL and the note', async () => {
    const marker = crypto.randomUUID();
    const key = crypto.randomUUID();
    const ids = [model.id, talent.id, model.id];
    const first = await answer(formRequest('/api/selection', selection(marker, ids), { key }));
    expect(first.status).toBe(201);
    const again = await answer(formRequest('/api/selection', selection(marker, ids), { key }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);

    const [message, ...more] = await stored('contact', byName(`Cliente ${marker}`));
    expect(more).toEqual([]);
    expect(message!.fields).toMatchObject({ email: 'casting@example.com', phone: '+52 55 1234 5678' });
    // Multipart sends line breaks as CRLF (HTML's form encoding); the text is otherwise exactly the composed one.
    expect(String(message!.fields.message).replace(/\r\n/g, '\n')).toBe(
      composeSelectionMessage(
        [
          { name: model.name, url: `${SITE}/models/${model.id}/${nameSlug(model.name)}` },
          { name: talent.name, url: `${SITE}/talents/${talent.id}/${nameSlug(talent.name)}` },
        ],
        'Campaña de verano, 3 días en junio.',
      ),
    );
  });

  it('sends without a note', async () => {
    const marker = crypto.randomUUID();
    const { status } = await answer(
      formRequest('/api/selection', selection(marker, [otherModel.id], { note: null })),
    );
    expect(status).toBe(201);
    const [message] = await stored('contact', byName(`Cliente ${marker}`));
    expect(message!.fields.message).toContain(otherModel.name);
    expect(message!.fields.message).toContain('El visitante no dejó mensaje.');
  });

  // The fields are checked before any talent is looked up, so any well-formed id does here.
  it.each([
    ['a missing e-mail', { email: null }, [1], { email: ['required'] }, /email/],
    ['an invalid phone', { phone: 'llámame' }, [1], { phone: ['invalidPhone'] }, /phone/],
    ['no talent', {}, [], { talents: ['required'] }, /talents/],
    ['a talent id that is not a number', {}, ['12abc'], { talents: ['invalidOption'] }, /talents/],
    ['a negative id', {}, [-3], { talents: ['invalidOption'] }, /talents/],
    ['a zero id', {}, [0], { talents: ['invalidOption'] }, /talents/],
    ['an id beyond the back end’s range', {}, [9_999_999_999], { talents: ['invalidOption'] }, /talents/],
    [
      'too many talents',
      {},
      Array.from({ length: MAX_SELECTION + 1 }, (_, i) => i + 1),
      { talents: ['tooMany'] },
      /at most 30/,
    ],
    ['a note that is too long', { note: 'n'.repeat(1001) }, [1], { note: ['tooLong'] }, /note/],
  ] as const)(
    'answers 400 for %s, naming the field, and stores nothing',
    async (_case, override, ids, errors, text) => {
      const marker = crypto.randomUUID();
      const { status, body } = await answer(
        formRequest('/api/selection', selection(marker, [...ids], override)),
      );
      expect(status).toBe(400);
      expect(body.message).toMatch(text);
      expect(body.errors).toMatchObject(errors);
      expect(await stored('contact', byName(`Cliente ${marker}`))).toEqual([]);
    },
  );

  it('answers 400 naming the unknown id when one talent does not exist, and stores nothing', async () => {
    const marker = crypto.randomUUID();
    const { status, body } = await answer(
      formRequest('/api/selection', selection(marker, [model.id, 987_654])),
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/talents.*987654/);
    expect(body.errors).toEqual({ talents: ['invalidOption'] });
    expect(await stored('contact', byName(`Cliente ${marker}`))).toEqual([]);
  });

  it.each([
    ['another origin', 403, { origin: 'https://evil.example' }],
    ['no origin', 403, { origin: null }],
    ['a filled honeypot', 400, { antiSpam: { website: 'https://spam.example' } }],
    ['a form filled too fast', 400, { antiSpam: { fill_ms: '300' } }],
    ['no Idempotency-Key', 400, { key: null }],
  ] as const)('refuses %s with a clear %i and stores nothing', async (_case, expected, options) => {
    const marker = crypto.randomUUID();
    const { status, body } = await answer(
      formRequest('/api/selection', selection(marker, [model.id]), options),
    );
    expect(status).toBe(expected);
    expect(body.message.length).toBeGreaterThan(10);
    expect(await stored('contact', byName(`Cliente ${marker}`))).toEqual([]);
  });

  it('refuses a JSON body with 415 and an oversized body with 413', async () => {
    await expectJsonAndOversizeRefused(POST, '/api/selection', {
      json: { name: 'x', talents: [model.id] },
      huge: selection('huge', [model.id], { note: 'z'.repeat(40 * 1024) }),
    });
  });

  it('limits one visitor to 10 requests in 10 minutes with 429 and Retry-After', async () => {
    const ip = nextVisitor();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await answer(formRequest('/api/selection', selection('x', [], { email: null }), { ip }))).status,
      ).toBe(400);
    }
    const limited = await answer(
      formRequest('/api/selection', selection(crypto.randomUUID(), [model.id]), { ip }),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
