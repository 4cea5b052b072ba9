import { staffRoot } from '@/lib/i18n/pathnames';

// Where the sign-in sends a member back to: a page of the staff area only, so that a link to the sign-in
// with a `next` of someone else's cannot send a member anywhere else (an open redirect).

/** The name of the sign-in page's query parameter that says which page was asked for. */
export const returnParam = 'next';

// Path segments of letters, digits, `-` and `_` only: no dot segments, no `//`, no backslash, no `@`, no
// percent-encoding and no scheme can pass. A query of plain characters may follow, never a fragment.
const staffPage = new RegExp(`^${staffRoot}(?:/[A-Za-z0-9_-]+)*/?(?:\\?[A-Za-z0-9_.~=&%+-]*)?$`);
const notPages = [`${staffRoot}/api`, `${staffRoot}/sign-in`, `${staffRoot}/files`];

/** The page `value` names when it is a staff page to go back to after signing in; null for anything else. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512 || !staffPage.test(value)) return null;
  const path = value.split('?')[0]!;
  if (notPages.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return value;
}

/** The sign-in page's address (with its query, if any) that sends the member on to `path`, if it may. */
export function signInReturningTo(signIn: string, path: string | null): string {
  const back = returnPath(path);
  if (!back || back === staffRoot) return signIn;
  return `${signIn}${signIn.includes('?') ? '&' : '?'}${returnParam}=${encodeURIComponent(back)}`;
}

/**
 * The request header in which the proxy tells a staff page its own path and query, so that a page finding
 * the session over can send the member to the sign-in and back (the proxy sets it, whatever was sent).
 */
export const staffPageHeader = 'x-staff-page';
