import type { CurrentVersion } from '@/lib/contract/record-version';

/**
 * What went wrong: the back end could not be reached (`network`), did not answer in time (`timeout`),
 * answered an error status (`http`), or answered something that is not the contract (`parse`).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse';

// Next bundles instrumentation, pages and route handlers separately, so the API layer can be loaded twice in
// one server and an error thrown by one copy (the token keeper lives on globalThis, created by
// instrumentation) would fail `instanceof` against the other copy's class. A registered symbol is the same
// in every copy, so `instanceof ApiError` checks the brand instead of the prototype chain.
const brand = Symbol.for('agency-website.ApiError');

/** The one error the API layer throws. `status` is the HTTP status, or 0 when there was no answer. */
export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
  }

  readonly [brand] = true;
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Field codes of a 400 answer, e.g. `{email: ['invalid']}`. */
  readonly fieldErrors: Record<string, string[]>;
  /** Of a staff save's 409 `stale` (an older version than the stored one): the stored version, who, when. */
  readonly current?: CurrentVersion;
  /** Of a 429: how many seconds the service asks to be left alone (its `Retry-After`). */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    options: {
      fieldErrors?: Record<string, string[]>;
      current?: CurrentVersion;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.current = options.current;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The stored version of a staff record a save was refused for (it was edited from an older one), or null. */
export const staleVersionOf = (error: unknown): CurrentVersion | null =>
  error instanceof ApiError && error.status === 409 && error.current ? error.current : null;
