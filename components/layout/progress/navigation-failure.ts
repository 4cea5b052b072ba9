/**
 * A client-side navigation whose request to the server fails (no connection, server down) makes Next's
 * router fall back to loading the page as a whole document. When the site cannot be reached at all, that
 * load fails too and the visitor ends on the browser's own error page, the page they were reading gone.
 * These helpers notice a navigation's failed request, ask the server once more for the same page and, when
 * that fails as well, keep the visitor where they are so the progress bar can say the page did not open.
 * When the server does answer (the failure was the router's request alone), the router's fallback goes on.
 */

// Next's router marks its requests with these headers (next/dist/client/components/app-router-headers).
const ROUTER_HEADER = 'rsc';
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch'] as const;
// The cache-busting query parameter the router adds to the page's own address.
const ROUTER_QUERY = '_rsc';

/** How long the second ask may take before the server counts as unreachable. */
export const PROBE_TIMEOUT_MS = 4000;
/** The router's fallback load follows the failed request at once; a block older than this is stale. */
export const BLOCK_WINDOW_MS = 2000;

function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

type FetchInput = Parameters<typeof fetch>[0];

function requestOf(input: FetchInput): Request | null {
  return typeof input === 'object' && !(input instanceof URL) ? input : null;
}

/**
 * The page a router request is for (its address without the router's parameter), or null for any other
 * request, a prefetch among them: a prefetch that fails costs the visitor nothing.
 */
export function navigationTarget(input: FetchInput, init: RequestInit | undefined, base: string): string | null {
  const request = requestOf(input);
  const headers = new Headers(init?.headers ?? request?.headers);
  if (headers.get(ROUTER_HEADER) !== '1' || PREFETCH_HEADERS.some((name) => headers.has(name))) return null;
  let url: URL;
  try {
    url = new URL(request ? request.url : String(input), base);
  } catch {
    return null;
  }
  url.searchParams.delete(ROUTER_QUERY);
  url.hash = '';
  return url.href;
}

/** fetch rejects with a TypeError when no answer came at all; an abort is a DOMException instead. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Whether the server answers for this page now. A HEAD, uncached, with redirects not followed (an answer
 * that redirects elsewhere still is an answer); no answer within `timeoutMs` counts as none.
 */
export async function canReach(href: string, fetchImpl: typeof fetch, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    await fetchImpl(href, {
      method: 'HEAD',
      cache: 'no-store',
      redirect: 'manual',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

type GuardOptions = {
  /** The address the visitor is on. */
  current: () => string;
  reachable: (href: string) => Promise<boolean>;
  /** Called before the router sees the failure, so its fallback load can be cancelled. */
  onUnreachable: (href: string) => void;
};

/**
 * `fetch` that passes every request and answer through unchanged, and when a navigation's request fails
 * and the server does not answer for that page either, calls `onUnreachable` before handing the router
 * the original error. A history move has already changed the address by then, and staying would show one
 * page under another's address: there the router's fallback load goes ahead as it would without this.
 */
export function guardNavigationFetch(fetchImpl: typeof fetch, options: GuardOptions): typeof fetch {
  return async function guardedFetch(input, init) {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      const target = isNetworkFailure(error) ? navigationTarget(input, init, options.current()) : null;
      if (target && target !== withoutHash(options.current()) && !(await options.reachable(target))) {
        options.onUnreachable(target);
      }
      throw error;
    }
  };
}

/** The part of the Navigation API's `navigate` event this needs (TypeScript's DOM library lacks it). */
export type NavigateEventLike = {
  readonly cancelable: boolean;
  readonly userInitiated: boolean;
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  preventDefault(): void;
};

/**
 * Cancels, once, the router's fallback load of a page the server could not be reached for. Only a
 * whole-document load the script started (not the visitor's own click on a plain link, not the router's
 * history updates of a working navigation) to that very address, right after the failure.
 */
export function fallbackLoadBlocker() {
  let blocked: { href: string; at: number } | null = null;
  return {
    block(href: string, now: number): void {
      blocked = { href: withoutHash(href), at: now };
    },
    /** Handles a `navigate` event; true when it cancelled it. */
    onNavigate(event: NavigateEventLike, now: number): boolean {
      if (!blocked) return false;
      if (now - blocked.at > BLOCK_WINDOW_MS) {
        blocked = null;
        return false;
      }
      const { destination } = event;
      if (!event.cancelable || event.userInitiated || destination.sameDocument) return false;
      if (withoutHash(destination.url) !== blocked.href) return false;
      blocked = null;
      event.preventDefault();
      return true;
    },
  };
}
