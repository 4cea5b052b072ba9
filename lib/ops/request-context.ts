import { AsyncLocalStorage } from 'node:async_hooks';

// The request a piece of server code is working for, so a back-end call made while rendering a page can
// carry and log that request's id. Kept on globalThis: the front (server/main.ts) and the bundles Next
// compiles are separate module graphs in one process, and must share one store.

export type RequestContext = { requestId: string };

const key = Symbol.for('agency-site.request-context');
const store = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestContext> };

export const requestContext: AsyncLocalStorage<RequestContext> = (store[key] ??= new AsyncLocalStorage());

/** The id of the request being served, if any (none at start-up or in a background timer). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
