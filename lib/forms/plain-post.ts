import { locales, type Locale } from '@/lib/i18n/pathnames';

// A form sent by the browser itself (before or without JavaScript) rather than by the page's script. The
// form's `action` carries the page's language in the query (`/api/contact?lang=en`): never a value the
// visitor typed, only what the route needs to answer in the visitor's language before it reads the body.
// Hidden fields rendered by the server stand in for what the script adds to its own sends.

/** The query parameter that marks a plain post and names the page's language. */
export const PLAIN_POST_PARAM = 'lang';
/** A random token rendered with the form; part of the plain post's idempotency key. */
export const FORM_TOKEN_FIELD = 'form_token';
/** When the server rendered the form (epoch ms): the plain post's fill time is measured from it. */
export const FORM_STARTED_FIELD = 'form_started';
/** Set by the "show cities" button of the application form, which asks for the form back, not a send. */
export const INTENT_FIELD = 'intent';

/** The language of a plain post, or null when the request is the page script's own send. */
export function plainPostLocale(url: string): Locale | null {
  const params = new URL(url).searchParams;
  if (!params.has(PLAIN_POST_PARAM)) return null;
  const requested = params.get(PLAIN_POST_PARAM);
  return locales.find((locale) => locale === requested) ?? 'es';
}

/** The `action` of a form's plain post: the route, with the page's language. */
export function plainPostAction(route: string, locale: Locale): string {
  return `${route}?${PLAIN_POST_PARAM}=${locale}`;
}

/** Milliseconds since the form was rendered, or NaN when the field is missing or not a time. */
export function plainFillMs(form: { get(name: string): FormDataEntryValue | null }, now: number): number {
  const started = form.get(FORM_STARTED_FIELD);
  if (typeof started !== 'string' || !/^\d{1,15}$/.test(started)) return Number.NaN;
  return now - Number(started);
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The idempotency key of a plain post, which no script can add as a header: a digest of the form's token
 * and of everything sent (fields in order, file bytes included). Sending the same filled form again (a
 * reload of the answer, the back button and Send) gives the same key, so the agency stores it once; any
 * change of content is a new submission.
 */
export async function plainIdempotencyKey(kind: string, form: FormData): Promise<string> {
  const parts: string[] = [kind];
  for (const [name, value] of form.entries()) {
    if (name === FORM_STARTED_FIELD) continue;
    const content =
      typeof value === 'string'
        ? value
        : `file:${value.name}:${hex(await crypto.subtle.digest('SHA-256', await value.arrayBuffer()))}`;
    parts.push(`${name.length}:${name}=${content.length}:${content}`);
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n')));
  return `plain-${kind}-${hex(digest)}`;
}

/** What a form needs to be sent by the browser itself: where, and the hidden fields the server renders. */
export type PlainPost = { action: string; locale: Locale; token: string; started: string };

/**
 * A form's plain post for a page render: a fresh token and start time, or those of the review being shown
 * (the visitor began filling the form then, and the same filled form keeps its idempotency key).
 */
export function plainPost(
  route: string,
  locale: Locale,
  review?: { token: string; started: string } | null,
): PlainPost {
  return {
    action: plainPostAction(route, locale),
    locale,
    token: review?.token || crypto.randomUUID(),
    started: review?.started || String(Date.now()),
  };
}
