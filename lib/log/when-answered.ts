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

/** Longest path a log line keeps. */
const MAX_PATH = 512;

/**
 * A request target as a log line keeps it: the path as sent (cut at 512 characters) and the query's
 * parameter names without their values, which may hold what a visitor typed. Never throws: a target such
 * as `//evil.example` or `*` is no URL relative to anything.
 */
export function loggedTarget(target = '/'): { path: string; query?: string[] } {
  const at = target.indexOf('?');
  const path = (at === -1 ? target : target.slice(0, at)).slice(0, MAX_PATH);
  if (at === -1) return { path };
  return { path, query: [...new Set(new URLSearchParams(target.slice(at + 1)).keys())] };
}

/** Milliseconds with one decimal, for a log line. */
export const milliseconds = (seconds: number) => Math.round(seconds * 10_000) / 10;
