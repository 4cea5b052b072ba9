import { queryPair } from './request-guard';
import { routeKind, type RouteKind } from './route-kind';

// A page address whose query has a malformed parameter (`/models?hair=%00`, `?x=%ZZ`) is sent, with a 308, to
// the same address without the parameters that cannot be read: the visitor lands on the page they asked
// for, with every filter that could be read, in its language and with its chrome, and a crawler learns
// the one URL to keep. A parameter nobody can read is worth nothing to the page (the roster drops values
// that cannot be a filter the same way, lib/talent/roster-filter.ts), so an error page would only be a dead
// end. The route handlers (`/api/...`) keep their JSON 400 and Next's own paths (`/_next/...`) their plain
// one: a program, not a visitor, sent those.

/** A GET's kinds that no visitor asks for by address: route handlers and Next's own files. */
const notPages: ReadonlySet<RouteKind> = new Set(['api', 'asset', 'image', 'other']);
// What a Location may carry as is; anything else in a raw target keeps the plain 400.
const printable = /^[\x21-\x7e]*$/;

/**
 * Where a page request refused for its query goes instead: its path with only the parameters that can be
 * read, in their order and spelling. Null when the request is no page's GET or HEAD. The target never
 * leaves the site (leading slashes become one, so `//host` cannot be read as another host) and is never
 * refused again, so the redirect cannot loop.
 */
export function queryRedirect(method: string | undefined, rawUrl: string | undefined): string | null {
  if ((method !== 'GET' && method !== 'HEAD') || !rawUrl || !printable.test(rawUrl)) return null;
  const queryStart = rawUrl.indexOf('?');
  if (queryStart === -1) return null;
  const path = rawUrl.slice(0, queryStart).replace(/^[/\\]+/, '/');
  if (!path.startsWith('/') || notPages.has(routeKind(path, {}))) return null;
  const kept = rawUrl
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair && !queryPair(pair).refusal);
  return kept.length ? `${path}?${kept.join('&')}` : path;
}
