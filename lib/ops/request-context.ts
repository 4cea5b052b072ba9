import { AsyncLocalStorage } from 'node:async_hooks';

// The request a piece of server code is working for, so a back-end call made while rendering a page can
// carry and log that request's id, and keep within the page's time (lib/api/budget.ts). Kept on globalThis:
// the front (server/main.ts) and the bundles Next compiles are separate module graphs in one process, and
// must share one store.

/**
 * How long the back-end calls of one page may take together: `ms` from the first of them, which sets
 * `endsAt` (a `performance.now()` time).
 */
export type BackendBudget = { ms: number; endsAt?: number };

export type RequestContext = { requestId: string; backendBudget?: BackendBudget };

const key = Symbol.for('agency-site.request-context');
const store = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestContext> };

export const requestContext: AsyncLocalStorage<RequestContext> = (store[key] ??= new AsyncLocalStorage());

/** The id of the request being served, if any (none at start-up or in a background timer). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
