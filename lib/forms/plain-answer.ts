import 'server-only';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { keptValues } from './kept-values';
import { FORM_STARTED_FIELD, FORM_TOKEN_FIELD } from './plain-post';
import { refusalFor, refusalPage } from './refusal-page';
import { saveReview, type Review } from './review-store';

type Kind = Review['kind'];

/** Each form's own page. */
export const formPage = { contact: '/contact', application: '/be-a-model' } as const;
const sentPage = { contact: '/contact/sent', application: '/be-a-model/sent' } as const;
const reviewPage = { contact: '/contact/review', application: '/be-a-model/review' } as const;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's token and render time, which the form shown again keeps (see plainPost). */
const formStart = (form: FormData) => ({
  token: textOf(form, FORM_TOKEN_FIELD),
  started: textOf(form, FORM_STARTED_FIELD),
});

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

type Options = { kind: Kind; locale: Locale; form: FormData | null; errors?: Record<string, string[]> };

/**
 * Answers a plain post (lib/forms/plain-post.ts) from the route's JSON verdict, with pages in the visitor's
 * language: stored → 303 to the sent page; fields refused or the agency unreachable → the form again with
 * everything written (303 to its review page, by an opaque id); anything refused before the fields were
 * read → a page with the reason and the route's own status.
 */
export async function answerPlainPost(verdict: Response, { kind, locale, form }: Options): Promise<Response> {
  if (verdict.status === 201) return seeOther(getPathname({ href: sentPage[kind], locale }));
  const body = (await verdict.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
  const errors = Object.fromEntries(
    Object.entries(body.errors ?? {}).filter(([field]) => field !== 'locale'),
  );
  const fieldsRefused = Object.keys(errors).length > 0;
  if (form && (fieldsRefused || verdict.status >= 500)) {
    const id = await saveReview({
      kind,
      values: keptValues(kind, form),
      errors,
      failure: fieldsRefused ? undefined : verdict.status === 503 ? 'unavailable' : 'generic',
      ...formStart(form),
    });
    return seeOther(getPathname({ href: { pathname: reviewPage[kind], query: { id } }, locale }));
  }
  // A 415 before the form was read is its encoding; after, the back end's verdict on a photo.
  const refusal = verdict.status === 415 && !form ? 'generic' : refusalFor(verdict.status);
  return refusalPage(locale, refusal, {
    status: verdict.status >= 400 ? verdict.status : 400,
    formHref: getPathname({ href: formPage[kind], locale }),
    headers: new Headers(
      verdict.headers.has('retry-after') ? { 'retry-after': verdict.headers.get('retry-after')! } : {},
    ),
  });
}

/** The review page a form asks for itself (the application's "show cities"): no error, nothing sent. */
export async function answerWithForm(kind: Kind, locale: Locale, form: FormData): Promise<Response> {
  const id = await saveReview({
    kind,
    values: keptValues(kind, form),
    errors: {},
    ...formStart(form),
  });
  return seeOther(getPathname({ href: { pathname: reviewPage[kind], query: { id } }, locale }));
}
