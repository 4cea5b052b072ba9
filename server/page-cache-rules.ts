// What the page cache may keep, whichever store holds it (server/file-system-page-cache.ts on one machine,
// server/redis-page-cache.ts on several).
import type { CachedRouteKind, IncrementalCacheValue } from 'next/dist/server/response-cache/types';

// Next's kinds are a const enum of its types, out of reach as values here: the same strings, typed as its members.
export const APP_PAGE = 'APP_PAGE' as CachedRouteKind.APP_PAGE;
export const APP_ROUTE = 'APP_ROUTE' as CachedRouteKind.APP_ROUTE;

/**
 * True for a rendered "not found": a page or route answer with status 404. Never kept: every unknown slug or
 * id a crawler or a script tries would otherwise add an entry (~40 KB), without end.
 */
export function isNotFound(value: IncrementalCacheValue | null): boolean {
  return Boolean(value && (value.kind === APP_PAGE || value.kind === APP_ROUTE) && value.status === 404);
}
