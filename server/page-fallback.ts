import type { IncomingMessage, ServerResponse } from 'node:http';

// A page that fails to render answers 500 from Next.js after however long its back-end calls took, with a
// body that needs JavaScript. The front turns that into the unavailable page (503, Retry-After, readable
// HTML), and gives the same answer when a page has not started answering within the deadline, so a
// visitor or crawler waits at most API_TIMEOUT_MS plus a margin. Next keeps rendering in the background:
// what it finishes still lands in its page cache for the next visitor. Route handlers and Next's own
// files keep their own answers.

/**
 * Answers in Next's place: sets the status and headers on `response`, then ends it with `send`, now or
 * later. Writes to `response` itself are Next's, still rendering in the background, and go nowhere.
 */
export type Fallback = (
  request: IncomingMessage,
  response: ServerResponse,
  send: (body?: string) => void,
) => void;

/** True for requests that render a page (GET or HEAD of a visible path). */
export function rendersPage(request: IncomingMessage): boolean {
  const url = request.url ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/(?:api|_next)(?:\/|$)/.test(url);
}

type Fallbacks = { unavailable: Fallback; notFound?: Fallback };

/**
 * Watches `response` while Next writes it: a 500 status, or no status by `deadlineMs`, sends `unavailable`
 * instead, a 404 sends `notFound` (when given), and everything Next writes afterwards is dropped.
 */
export function guardPageResponse(
  request: IncomingMessage,
  response: ServerResponse,
  deadlineMs: number,
  fallbacks: Fallbacks,
): void {
  // Bound to `response`: they are put back on it, or called for it, later.
  const original = {
    writeHead: response.writeHead.bind(response),
    write: response.write.bind(response),
    end: response.end.bind(response),
  };
  let replaced = false;

  const replace = (fallback: Fallback) => {
    replaced = true;
    clearTimeout(timer);
    for (const name of response.getHeaderNames()) {
      if (
        ![
          'content-security-policy',
          'strict-transport-security',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'cross-origin-opener-policy',
          'permissions-policy',
        ].includes(name)
      ) {
        response.removeHeader(name);
      }
    }
    // Next's own writes from now on go nowhere, and report success so its pipeline finishes.
    const silence = () => {
      response.writeHead = () => response;
      response.write = ((_chunk: unknown, encodingOrDone?: unknown, done?: unknown) => {
        const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
        if (typeof callback === 'function') queueMicrotask(callback as () => void);
        return true;
      }) as typeof response.write;
      response.end = ((...args: unknown[]) => {
        const callback = args.find((arg) => typeof arg === 'function');
        if (typeof callback === 'function') queueMicrotask(callback as () => void);
        return response;
      }) as typeof response.end;
    };
    silence();
    fallback(request, response, (body) => {
      if (response.writableEnded) return;
      // Node's own end() writes the head through writeHead: the real methods for this one call only.
      Object.assign(response, original);
      (original.end as (chunk?: string) => ServerResponse).call(response, body);
      silence();
    });
  };

  const timer = setTimeout(() => {
    if (!response.headersSent && !replaced) replace(fallbacks.unavailable);
  }, deadlineMs);
  timer.unref();
  response.once('close', () => clearTimeout(timer));

  // The fallback for a status, if it has one.
  const fallbackFor = (status: number) =>
    status === 500 ? fallbacks.unavailable : status === 404 ? fallbacks.notFound : undefined;

  response.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    clearTimeout(timer);
    const fallback = replaced ? undefined : fallbackFor(status);
    if (fallback) {
      replace(fallback);
      return response;
    }
    return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  };

  // Next may set `statusCode` and write the body without calling writeHead: Node then writes the head from
  // inside write() or end(), too late to hold the body back. So both look at the status first.
  const guardFirstWrite = (method: 'write' | 'end') =>
    function (this: ServerResponse, ...args: unknown[]) {
      const fallback = replaced || response.headersSent ? undefined : fallbackFor(response.statusCode);
      if (fallback) replace(fallback);
      // After a replacement these are the silenced methods; otherwise Next's writes pass through.
      const current = replaced ? response[method].bind(response) : original[method];
      return (current as (...a: unknown[]) => unknown).apply(this, args);
    };
  response.write = guardFirstWrite('write') as typeof response.write;
  response.end = guardFirstWrite('end') as typeof response.end;
}
