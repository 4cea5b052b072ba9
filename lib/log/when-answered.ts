import type { ServerResponse } from 'node:http';

/**
 * Calls `done` once, when the answer is finished or the connection closed first, with the status the
 * visitor got (499, nginx's code for it, when they went away before the end) and the seconds it took.
 */
export function whenAnswered(
  response: ServerResponse,
  done: (status: number, seconds: number) => void,
): void {
  const started = performance.now();
  let called = false;
  const call = () => {
    if (called) return;
    called = true;
    done(response.writableFinished ? response.statusCode : 499, (performance.now() - started) / 1000);
  };
  response.once('finish', call);
  response.once('close', call);
}

/** The query's parameter names, without their values (which may hold what a visitor typed). */
export function queryNames(url: URL): string[] {
  return [...new Set(url.searchParams.keys())];
}

/** Milliseconds with one decimal, for a log line. */
export const milliseconds = (seconds: number) => Math.round(seconds * 10_000) / 10;
