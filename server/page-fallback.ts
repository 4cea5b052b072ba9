import type { IncomingMessage, ServerResponse } from 'node:http';

// A page that fails to render answers 500 from Next.js after however long its back-end calls took, with a
// body that needs JavaScript. The front turns that into the unavailable page (503, Retry-After, readable
// HTML), and gives the same answer when a page has not started answering within the deadline, so a
// visitor or crawler waits at most API_TIMEOUT_MS plus a margin. Next keeps rendering in the background:
// what it finishes still lands in its page cache for the next visitor. Route handlers and Next's own
// files keep their own answers.

export type Fallback = (request: IncomingMessage, response: ServerResponse) => void;

/** True for requests that render a page (GET or HEAD of a visible path). */
export function rendersPage(request: IncomingMessage): boolean {
  const url = request.url ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/(?:api|_next)(?:\/|$)/.test(url);
}

/**
 * Watches `response` while Next writes it: a 500 status, or no status by `deadlineMs`, sends `fallback`
 * instead, and everything Next writes afterwards is dropped.
 */
export function guardPageResponse(request: IncomingMessage, response: ServerResponse, deadlineMs: number, fallback: Fallback): void {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  let replaced = false;

  const replace = () => {
    replaced = true;
    clearTimeout(timer);
    for (const name of response.getHeaderNames()) {
      if (!['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'].includes(name)) {
        response.removeHeader(name);
      }
    }
    response.writeHead = original.writeHead;
    response.write = original.write;
    response.end = original.end;
    fallback(request, response);
    // Next's own writes after this point go nowhere, and report success so its pipeline finishes.
    response.writeHead = (() => response) as typeof response.writeHead;
    response.write = ((_chunk: unknown, encodingOrDone?: unknown, done?: unknown) => {
      const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
      if (typeof callback === 'function') queueMicrotask(() => callback());
      return true;
    }) as typeof response.write;
    response.end = ((...args: unknown[]) => {
      const callback = args.find((arg) => typeof arg === 'function');
      if (typeof callback === 'function') queueMicrotask(() => callback());
      return response;
    }) as typeof response.end;
  };

  const timer = setTimeout(() => {
    if (!response.headersSent && !replaced) replace();
  }, deadlineMs);
  timer.unref();
  response.once('close', () => clearTimeout(timer));

  response.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    clearTimeout(timer);
    if (status === 500 && !replaced) {
      replace();
      return response;
    }
    return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;
}
