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

/** The sign-in page's address that sends the member on to `path` (when it is one to go back to). */
export function signInReturningTo(signIn: string, path: string): string {
  const back = returnPath(path);
  return back && back !== staffRoot ? `${signIn}?${returnParam}=${encodeURIComponent(back)}` : signIn;
}
