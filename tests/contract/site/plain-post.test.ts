import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/contact/route';
import { GET as tooLargePage } from '@/app/api/forms/too-large/route';
import { POST as getScouted } from '@/app/api/get-scouted/route';
import { FORM_STARTED_FIELD, FORM_TOKEN_FIELD } from '@/lib/forms/plain-post';
import { loadReview } from '@/lib/forms/review-store';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import {
  asReceived,
  byName,
  contactMessage,
  formRequest,
  nextVisitor,
  photo,
  png,
  stored,
} from '../../support/contract/site-helpers';
import { formOf } from '../../support/form-of';
import { withLimits } from '../../support/limit-words';
import { escapeRegExp, pagePath } from '@/tests/support/paths';

// The forms' plain posts (lib/forms/plain-post.ts), as the browser sends a form itself: no Idempotency-Key
// header and no fill time, the page's language in the action, the server's hidden fields in the body.

const good = (marker: string) => contactMessage(`Plain ${marker}`);

/** A form as the server rendered it a minute ago, filled in. */
function plainForm(fields: Record<string, string>, extra: Record<string, string> = {}) {
  return formOf({
    ...fields,
    website: '',
    locale: 'es',
    [FORM_TOKEN_FIELD]: 'token-of-the-render',
    [FORM_STARTED_FIELD]: String(Date.now() - 60_000),
    ...extra,
  });
}

function plainRequest(path: string, form: FormData, options: { origin?: string; ip?: string } = {}) {
  return formRequest(path, form, { key: null, antiSpam: null, ...options });
}

describe('a plain post of the contact form', () => {
  it('is stored and answered 303 to the localized sent page; the same form sent again is stored once', async () => {
    const fields = good(crypto.randomUUID());
    for (let round = 0; round < 2; round += 1) {
      const answer = await contact(await asReceived(plainRequest('/api/contact?lang=en', plainForm(fields))));
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(pagePath('/contact/sent', 'en'));
    }
    const records = await stored('contact', byName(fields.name));
    expect(records).toHaveLength(1);
    expect(String(records[0]!.fields.idempotency_key)).toMatch(/^plain-contact-[0-9a-f]{64}$/);
  });

  it('with a missing field goes back to the form by an opaque id, its values kept on the server', async () => {
    const fields = { ...good(crypto.randomUUID()), email: '' };
    const answer = await contact(await asReceived(plainRequest('/api/contact?lang=es', plainForm(fields))));
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(
      new RegExp(`^${escapeRegExp(pagePath('/contact/review', 'es'))}\\?id=[0-9a-f-]{36}$`),
    );
    const review = await loadReview(new URL(location, 'http://x').searchParams.get('id')!, 'contact');
    expect(review).toMatchObject({
      kind: 'contact',
      values: { name: fields.name, email: '', phone: fields.phone, message: fields.message },
      errors: { email: ['required'] },
      token: 'token-of-the-render',
    });
    expect(await stored('contact', byName(fields.name))).toHaveLength(0);
  });

  it.each([
    ['from another site', 403, 'origin', { origin: 'https://evil.example' }, {}],
    ['with the honeypot filled', 400, 'notAccepted', {}, { website: 'spam' }],
    [
      'filled faster than a person could',
      400,
      'notAccepted',
      {},
      { [FORM_STARTED_FIELD]: String(Date.now()) },
    ],
    ['with no render time', 400, 'notAccepted', {}, { [FORM_STARTED_FIELD]: '' }],
    ['too large', 413, 'tooLarge', {}, { message: 'x'.repeat(70 * 1024) }],
  ] as const)('%s: a page in the visitor’s language with %i', async (_, status, refusal, options, extra) => {
    const fields = good(crypto.randomUUID());
    const answer = await contact(
      await asReceived(plainRequest('/api/contact?lang=en', plainForm(fields, extra), options)),
    );
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(withLimits(en.PlainForm.refused[refusal]).replace(/'/g, '&#39;'));
    expect(html).toContain(`href="${pagePath('/contact', 'en')}"`);
    expect(html).not.toContain(fields.name);
    expect(await stored('contact', byName(fields.name))).toHaveLength(0);
  });

  it('rate-limited: 429 with Retry-After and the reason in Spanish', async () => {
    const ip = nextVisitor();
    let last: Response | undefined;
    for (let n = 0; n < 11; n += 1) {
      last = await contact(
        await asReceived(
          plainRequest('/api/contact?lang=es', plainForm({ ...good('rate'), email: '' }), { ip }),
        ),
      );
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.text()).toContain(es.PlainForm.refused.rateLimited);
  });
});

describe('a plain post of the application', () => {
  it('"show cities" sends nothing and answers the form back with what was written', async () => {
    const name = `Plain cities ${crypto.randomUUID()}`;
    const form = plainForm({ name, country: '1' }, { intent: 'cities', locale: 'en' });
    const answer = await getScouted(await asReceived(plainRequest('/api/get-scouted?lang=en', form)));
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(
      new RegExp(`^${escapeRegExp(pagePath('/be-a-model/review', 'en'))}\\?id=[0-9a-f-]{36}$`),
    );
    const review = await loadReview(new URL(location, 'http://x').searchParams.get('id')!, 'application');
    expect(review).toMatchObject({ values: { name, country: '1', skills: [] }, errors: {} });
    // A review of one form is not shown by the other.
    expect(await loadReview(new URL(location, 'http://x').searchParams.get('id')!, 'contact')).toBeNull();
    expect(await stored('application', byName(name))).toHaveLength(0);
  });

  it('with an empty photo slot comes back with that slot required, the rest kept', async () => {
    const name = `Plain photos ${crypto.randomUUID()}`;
    const form = plainForm({ name, instagram: '@plain', accept: 'on' });
    const bytes = await png();
    for (const field of ['image_1', 'image_2', 'image_3']) form.set(field, photo(bytes));
    // What a browser sends for a file input left empty.
    form.set('image_4', new File([], '', { type: 'application/octet-stream' }));
    const answer = await getScouted(await asReceived(plainRequest('/api/get-scouted?lang=es', form)));
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${escapeRegExp(pagePath('/be-a-model/review', 'es'))}\\?id=`));
    const review = await loadReview(new URL(location, 'http://x').searchParams.get('id')!, 'application');
    expect(review?.errors.image_4).toEqual(['required']);
    expect(review?.errors.image_1).toBeUndefined();
    expect(review?.values).toMatchObject({ name, instagram: '@plain', accept: 'on' });
  });
});

describe('the page nginx asks for a body over its limit', () => {
  it('says so in the language of the form’s action, with 413 and a link back to that form', async () => {
    const answer = await tooLargePage(
      new Request('http://localhost:3000/api/forms/too-large?form=application&lang=pt'),
    );
    expect(answer.status).toBe(413);
    const html = await answer.text();
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain(withLimits(pt.PlainForm.refused.tooLarge));
    expect(html).toContain(`href="${pagePath('/be-a-model', 'pt')}"`);
  });
});
