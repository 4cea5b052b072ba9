import 'server-only';
import { env } from '@/lib/env';
import { locales, type Locale } from '@/lib/i18n/routing';
import { metrics } from '@/lib/ops/metrics';
import { botSignal, FILL_TIME_FIELD } from './anti-spam';
import { isValidIdempotencyKey } from './idempotency';
import { isSameOrigin } from './origin';
import { plainFillMs, plainIdempotencyKey } from './plain-post';
import type { RateLimiter } from './rate-limit';
import { visitorKey } from './visitor';
import { readBounded } from './bounded-body';

export type GuardedForm =
  { ok: true; form: FormData; locale: Locale; idempotencyKey: string } | { ok: false; response: Response };

/** A JSON error answer in the contract's shape `{message, errors?}`. */
export function jsonError(
  status: number,
  message: string,
  extra: { errors?: Record<string, string[]>; headers?: HeadersInit } = {},
) {
  const body = extra.errors ? { message, errors: extra.errors } : { message };
  return Response.json(body, { status, headers: extra.headers });
}

const routeForms: Record<string, string> = {
  '/api/contact': 'contact',
  '/api/get-scouted': 'application',
  '/api/selection': 'selection',
};
/** The form a route takes, as the metrics name it. */
const formOfRoute = (pathname: string) => routeForms[pathname] ?? 'other';

/**
 * Who may post to a route: a page of this site (403 otherwise) at a human rate (429 with Retry-After).
 * Returns the refusal to send, or null.
 */
export async function guardSender(request: Request, limiter: RateLimiter): Promise<Response | null> {
  if (!isSameOrigin(request.headers, env)) {
    return jsonError(403, 'Forms can only be sent from the agency website.');
  }
  const rate = await limiter.hit(visitorKey(request.headers));
  if (!rate.allowed) {
    metrics().rateLimited.inc({ form: formOfRoute(new URL(request.url).pathname) });
    return jsonError(
      429,
      'Too many submissions from this connection. Please wait a few minutes and try again.',
      {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      },
    );
  }
  return null;
}

/**
 * Everything a form route checks before it looks at the fields: same origin (403), the visitor's rate
 * (429 + Retry-After), the body size (413), a form encoding (415), the honeypot and fill time (400) and the
 * Idempotency-Key (400). Returns the parsed form, or the answer to send.
 *
 * `plain` names a form the browser sent itself (lib/forms/plain-post.ts): it has no script to add the fill
 * time and the Idempotency-Key header, so the fill time runs from the server's render of the form and the
 * key is a digest of the form's token and content. Every other check is the same.
 */
export async function guardForm(
  request: Request,
  { limiter, maxBytes, plain }: { limiter: RateLimiter; maxBytes: number; plain?: string },
): Promise<GuardedForm> {
  const fail = (response: Response) => ({ ok: false as const, response });
  const refused = await guardSender(request, limiter);
  if (refused) return fail(refused);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(contentType)) {
    return fail(jsonError(415, 'Send the form as multipart/form-data.'));
  }
  const body = await readBounded(request, maxBytes);
  if (!body) return fail(jsonError(413, 'The submission is too large.'));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return fail(jsonError(400, 'The form data could not be read.'));
  }
  const signals = plain
    ? {
        get: (name: string) =>
          name === FILL_TIME_FIELD ? String(plainFillMs(form, Date.now())) : form.get(name),
      }
    : form;
  if (botSignal(signals)) {
    return fail(
      jsonError(400, 'The form was not accepted as sent by a person. Please fill it in again and send it.'),
    );
  }
  const idempotencyKey = plain
    ? await plainIdempotencyKey(plain, form)
    : request.headers.get('idempotency-key');
  if (!isValidIdempotencyKey(idempotencyKey)) {
    return fail(jsonError(400, 'A valid Idempotency-Key header (1 to 200 characters) is required.'));
  }
  const requested = form.get('locale') ?? 'es';
  const locale = locales.find((candidate) => candidate === requested);
  if (!locale) return fail(jsonError(400, 'Unknown language.', { errors: { locale: ['invalidOption'] } }));
  return { ok: true, form, locale, idempotencyKey };
}
