// The staff session's cookie: the token the backend issued, sent back only to the staff area, never read by
// a script, and Secure when the site is served over HTTPS (every public deployment: docs/deploy.md).

export const sessionCookieName = 'staff_session';

export function sessionCookieOptions(siteUrl: string) {
  return {
    httpOnly: true,
    secure: new URL(siteUrl).protocol === 'https:',
    // Lax: a link from an e-mail to an application opens signed in; a form posted from another site
    // carries no cookie, and the routes check the Origin besides.
    sameSite: 'lax' as const,
    path: '/staff',
  };
}

/** The headers of every staff answer: never stored by a cache, never indexed. */
export const staffAnswerHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;
