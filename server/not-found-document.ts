import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';
import { localeOfPath } from '../lib/i18n/locale-routes';
import { localePrefix, locales, type Locale } from '../lib/i18n/pathnames';

// Next.js answers the 404 of a page rendered on demand (an unknown profile, post or path) with a document
// whose body is empty until JavaScript runs. The front asks Next, in process (no socket, no HTTP hop), for
// app/[lang]/page-not-found, a normal page with the layout and the not-found view, and answers its HTML
// with status 404. The browser keeps the visitor's address; the page hydrates as usual.

export const notFoundDocumentPath = '/page-not-found';

/** The internal page's path in a locale (the default locale has no prefix). */
export function notFoundDocumentUrl(locale: Locale): string {
  return `${localePrefix(locale)}${notFoundDocumentPath}`;
}

// Under any locale's prefix, the default one's too (`/es/…`, which the proxy would redirect).
const internalPath = new RegExp(`^(?:/(?:${locales.join('|')}))?${notFoundDocumentPath}/?$`);

/** True when the path names the internal page, in any locale: refused from outside. */
export function isNotFoundDocumentPath(pathname: string): boolean {
  return internalPath.test(pathname);
}

/**
 * True for a browser's request of a whole document: a client-side navigation or prefetch (`RSC` header,
 * `_rsc` query) expects Next's own payload, whatever its status.
 */
export function wantsDocument(request: IncomingMessage): boolean {
  const url = request.url ?? '/';
  return (
    request.headers.rsc === undefined &&
    request.headers['next-router-prefetch'] === undefined &&
    !/[?&]_rsc=/.test(url)
  );
}

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** Renders the not-found document for `path`'s locale through `handle`, or `null` when that fails. */
export async function renderNotFoundDocument(handle: Handler, path: string): Promise<string | null> {
  // Next's handler answers its own failures; inject learns the end from the response, not the promise.
  const answer = await inject((request, response) => void handle(request, response), {
    method: 'GET',
    url: notFoundDocumentUrl(localeOfPath(path)),
    headers: { accept: 'text/html' },
  }).catch(() => null);
  return answer && answer.statusCode === 200 ? answer.payload : null;
}
