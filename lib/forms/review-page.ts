import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formPage } from './plain-answer';
import { loadReview, type Review } from './review-store';

export type ReviewQuery = Promise<{ id?: string | string[] }>;

/**
 * The refused plain post a form's review page shows again (lib/forms/plain-answer.ts), read from the server's
 * short-lived store by the opaque id in the URL. Without one (expired, or never there) the visitor is sent
 * to the fresh form.
 */
export async function pageReview(kind: Review['kind'], locale: Locale, query: ReviewQuery): Promise<Review> {
  const { id } = await query;
  const review = typeof id === 'string' ? await loadReview(id, kind) : null;
  return review ?? redirect({ href: formPage[kind], locale });
}
