import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './fetch-json';

/** Attempts after the first one before a list shows its error and retry button. */
export const MAX_RETRIES = 2;

/**
 * Asks again only when asking again can help: the network failed (fetch's `TypeError`) or the server was
 * briefly unable (5xx). A 4xx means the request itself is wrong and would fail the same way every time.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof HttpError) return error.status >= 500;
  return error instanceof TypeError;
}

/** 1 s, then 2 s, then 4 s…, at most 8 s: a server that is starting up gets room to answer. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

/** The client of one visitor (one per browser tab; one per request on the server). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // A list the visitor already read stays as it was: no request when the tab regains focus or the
        // connection comes back, none when a list is shown again after a back navigation.
        staleTime: Infinity,
        // Pages of a list left for a profile stay in memory for half an hour, not TanStack's five minutes:
        // reading a few profiles takes longer than that.
        gcTime: 30 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Offline, a load fails and shows its retry button (as it always did) instead of waiting silently.
        networkMode: 'always',
      },
    },
  });
}
