/** A same-origin route answered with an error status; `status` decides whether asking again can help. */
export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/**
 * Reads one JSON answer from a same-origin route. `signal` is the query's, so a list that leaves the page
 * stops its request. A network failure rejects with fetch's own `TypeError`, an error status with `HttpError`.
 */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new HttpError(response.status);
  return (await response.json()) as T;
}
