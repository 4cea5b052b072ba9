import 'server-only';
import { setTimeout as wait } from 'node:timers/promises';
import { ApiError } from './errors';
import type { TokenAnswer } from './schemas/common';

export type TokenKeeperOptions = {
  /** Signs in once; throws `ApiError` on failure. */
  signIn: () => Promise<TokenAnswer>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Sign-in attempts per request before giving up (the back end may still be starting). */
  attempts?: number;
  /** First pause between attempts; doubles each time up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Time left to the caller (lib/api/budget.ts): no pause is begun that would outlast it. */
  timeLeftMs?: () => number;
};

// Not ref'd: a pending retry must not keep a test run or a stopping server alive.
const sleep = (ms: number) => wait(ms, undefined, { ref: false });

/** Failures worth waiting out: the service is unreachable, slow or starting (5xx). Wrong credentials are not. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.kind !== 'http' || error.status >= 500 || error.status === 429);
}

/**
 * Keeps one service's access token: signs in on first use, again shortly before expiry, and once after a 401.
 * Concurrent callers share a single sign-in; while the service is not up, sign-in is retried with backoff.
 */
export class TokenKeeper {
  private token: { value: string; expiresAt: number; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly options: Required<TokenKeeperOptions>;

  constructor(options: TokenKeeperOptions) {
    this.options = {
      now: Date.now,
      sleep,
      attempts: 4,
      baseDelayMs: 250,
      maxDelayMs: 4000,
      timeLeftMs: () => Infinity,
      ...options,
    };
  }

  /** A token valid for a while yet, signing in if there is none or it is about to expire. */
  async get(): Promise<string> {
    const { token } = this;
    if (token && this.options.now() < token.refreshAt) return token.value;
    return this.signInShared();
  }

  /** True while a token is held that has not expired (readiness: server/health.ts). */
  holdsToken(): boolean {
    return this.token !== null && this.options.now() < this.token.expiresAt;
  }

  /**
   * After a 401 with `rejected`: signs in again, unless another caller already replaced that token, in which
   * case its replacement is returned (so a burst of 401s leads to one sign-in).
   */
  async renew(rejected: string): Promise<string> {
    if (this.token && this.token.value !== rejected) return this.get();
    if (this.token?.value === rejected) this.token = null;
    return this.signInShared();
  }

  /** Keeps trying until a token is obtained (start-up warm-up); pauses grow up to `maxPauseMs`. */
  async warmUp(maxPauseMs = 30_000): Promise<void> {
    for (let pause = this.options.baseDelayMs; ; pause = Math.min(pause * 2, maxPauseMs)) {
      try {
        await this.get();
        return;
      } catch (error) {
        if (!isTransient(error)) throw error;
        await this.options.sleep(pause);
      }
    }
  }

  private signInShared(): Promise<string> {
    this.pending ??= this.signInWithBackoff().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async signInWithBackoff(): Promise<string> {
    const { attempts, baseDelayMs, maxDelayMs } = this.options;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await this.options.signIn();
        const now = this.options.now();
        const ttlMs = answer.expires_in * 1000;
        // Renew a tenth of the lifetime early (at most a minute), so no request leaves with a dying token.
        const marginMs = Math.min(60_000, ttlMs / 10);
        this.token = {
          value: answer.access_token,
          expiresAt: now + ttlMs,
          refreshAt: now + ttlMs - marginMs,
        };
        return answer.access_token;
      } catch (error) {
        const pause = Math.min(baseDelayMs * 2 ** (attempt - 1), maxDelayMs);
        if (attempt >= attempts || !isTransient(error) || pause >= this.options.timeLeftMs()) throw error;
        await this.options.sleep(pause);
      }
    }
  }
}
