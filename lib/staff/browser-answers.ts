import { staffRoot } from '@/lib/i18n/pathnames';
import { returnPath, signInReturningTo } from './return-to';

// What a person's browser gets from a staff route handler (an upload's form, a file opened in a tab)
// instead of the JSON a script reads: never a dead end of JSON, but the sign-in page or the staff 404.

/** A path no page has, which the staff area answers with its 404 page (app/staff/[...missing]). */
export const missingPage = `${staffRoot}/not-found`;

/** Whether a request is a browser's navigation (a link, a plain form), not a script's fetch. */
export function isNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (headers.get('accept') ?? '').includes('text/html');
}

/** The staff page the navigation came from (its Referer), to come back to after signing in; else none. */
export function pageOf(headers: Headers): string | null {
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return returnPath(url.pathname + url.search);
  } catch {
    return null;
  }
}

/**
 * Where a browser goes for a route's refusal: an ended session to the sign-in page (back to the page it
 * came from), a thing that is not there to the staff 404; null for the others, answered as they are.
 */
export function browserAnswer(headers: Headers, status: number, code?: string): string | null {
  if (!isNavigation(headers)) return null;
  if (status === 401 && code === 'session') {
    return signInReturningTo(`${staffRoot}/sign-in?error=expired`, pageOf(headers));
  }
  return status === 404 ? missingPage : null;
}
