import 'server-only';
import type { Receipt } from '@/lib/api';
import { answerForSendError } from './answers';
import { answerPlainPost, answerWithForm } from './plain-answer';
import { INTENT_FIELD, plainPostLocale } from './plain-post';
import type { RateLimiter } from './rate-limit';
import type { Review } from './review-store';
import { guardForm, type GuardedForm } from './route-guard';

export type GuardedPost = Extract<GuardedForm, { ok: true }>;

/**
 * A submission forwarded to the back end: 201 with its receipt, the refusal `send` answered itself, or the
 * answer for what the API layer threw.
 */
export async function forwarded(send: () => Promise<Receipt | Response>): Promise<Response> {
  try {
    const sent = await send();
    if (sent instanceof Response) return sent;
    return Response.json({ data: { id: sent.id, createdAt: sent.createdAt } }, { status: 201 });
  } catch (error) {
    return answerForSendError(error);
  }
}

type FormPost = {
  kind: Review['kind'];
  limiter: RateLimiter;
  maxBytes: number;
  send: (post: GuardedPost) => Promise<Response>;
  /** The form has a "show cities" button, which a plain post answers with the form and the country's cities. */
  showsCities?: boolean;
};

/**
 * The POST of a form with a page of its own (contact, application): guarded, then sent. The page's script
 * gets JSON; a form the browser posted itself (`?lang=`) gets pages (plain-answer.ts).
 */
export function formPost({ kind, limiter, maxBytes, send, showsCities }: FormPost) {
  return async function POST(request: Request): Promise<Response> {
    const plainLocale = plainPostLocale(request.url);
    const guarded = await guardForm(request, { limiter, maxBytes, plain: plainLocale ? kind : undefined });
    if (showsCities && plainLocale && guarded.ok && guarded.form.get(INTENT_FIELD) === 'cities') {
      return answerWithForm(kind, plainLocale, guarded.form);
    }
    const verdict = guarded.ok ? await send(guarded) : guarded.response;
    if (!plainLocale) return verdict;
    return answerPlainPost(verdict, { kind, locale: plainLocale, form: guarded.ok ? guarded.form : null });
  };
}
