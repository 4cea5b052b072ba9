import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { TokenAnswer } from '@/lib/api/schemas/common';
import { TokenKeeper } from '@/lib/api/tokens';

const down = () => new ApiError('network', 0, 'connection refused');

function keeperWith(signIn: () => Promise<TokenAnswer>, clock = { now: 0 }) {
  const pauses: number[] = [];
  const keeper = new TokenKeeper({
    signIn,
    now: () => clock.now,
    sleep: (ms) => {
      pauses.push(ms);
      return Promise.resolve();
    },
  });
  return { keeper, pauses, clock };
}

function counter(ttlSeconds = 3600) {
  let n = 0;
  return vi.fn((): Promise<TokenAnswer> => {
    n += 1;
    return Promise.resolve({ access_token: `token-${n}`, expires_in: ttlSeconds });
  });
}

describe('TokenKeeper', () => {
  it('signs in once and reuses the token', async () => {
    const signIn = counter();
    const { keeper } = keeperWith(signIn);
    expect(await keeper.get()).toBe('token-1');
    expect(await keeper.get()).toBe('token-1');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent callers share one sign-in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const signIn = vi.fn(async (): Promise<TokenAnswer> => {
      await gate;
      return { access_token: 'shared', expires_in: 3600 };
    });
    const { keeper } = keeperWith(signIn);
    const callers = Promise.all([keeper.get(), keeper.get(), keeper.get(), keeper.renew('old')]);
    release();
    expect(await callers).toEqual(['shared', 'shared', 'shared', 'shared']);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('signs in again shortly before the token expires, not after', async () => {
    const signIn = counter(3600);
    const { keeper, clock } = keeperWith(signIn);
    await keeper.get();
    clock.now = 3_500_000; // 100 s before expiry: still outside the one-minute margin
    expect(await keeper.get()).toBe('token-1');
    clock.now = 3_545_000; // 55 s before expiry: inside the margin
    expect(await keeper.get()).toBe('token-2');
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('after a 401 signs in once, even when several callers report the same rejected token', async () => {
    const signIn = counter();
    const { keeper } = keeperWith(signIn);
    const rejected = await keeper.get();
    const renewed = await Promise.all([keeper.renew(rejected), keeper.renew(rejected)]);
    expect(renewed).toEqual(['token-2', 'token-2']);
    // A late caller holding the old token gets the replacement without another sign-in.
    expect(await keeper.renew(rejected)).toBe('token-2');
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('retries with growing pauses while the service is down, then succeeds', async () => {
    const signIn = vi
      .fn<() => Promise<TokenAnswer>>()
      .mockRejectedValueOnce(down())
      .mockRejectedValueOnce(new ApiError('http', 503, 'starting'))
      .mockResolvedValue({ access_token: 'up', expires_in: 60 });
    const { keeper, pauses } = keeperWith(signIn);
    expect(await keeper.get()).toBe('up');
    expect(pauses).toEqual([250, 500]);
    expect(signIn).toHaveBeenCalledTimes(3);
  });

  it('gives up on a request after a few attempts, and the next request tries again', async () => {
    const signIn = vi.fn<() => Promise<TokenAnswer>>().mockRejectedValue(down());
    const { keeper, pauses } = keeperWith(signIn);
    await expect(keeper.get()).rejects.toMatchObject({ kind: 'network' });
    expect(signIn).toHaveBeenCalledTimes(4);
    expect(pauses).toEqual([250, 500, 1000]);
    signIn.mockResolvedValue({ access_token: 'later', expires_in: 60 });
    expect(await keeper.get()).toBe('later');
  });

  it('begins no pause its caller has no time left for', async () => {
    const signIn = vi.fn<() => Promise<TokenAnswer>>().mockRejectedValue(down());
    const pauses: number[] = [];
    let left = 600;
    const keeper = new TokenKeeper({
      signIn,
      timeLeftMs: () => left,
      sleep: (ms) => {
        pauses.push(ms);
        left -= ms;
        return Promise.resolve();
      },
    });
    await expect(keeper.get()).rejects.toMatchObject({ kind: 'network' });
    // 250 ms fit in 600; the 500 ms pause that would follow would outlast the 350 left.
    expect(pauses).toEqual([250]);
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('does not retry refused credentials', async () => {
    const signIn = vi
      .fn<() => Promise<TokenAnswer>>()
      .mockRejectedValue(new ApiError('http', 401, 'Unauthenticated.'));
    const { keeper, pauses } = keeperWith(signIn);
    await expect(keeper.get()).rejects.toMatchObject({ status: 401 });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(pauses).toEqual([]);
  });

  it('keeps warming up past the per-request attempts until the service is up', async () => {
    const signIn = vi.fn<() => Promise<TokenAnswer>>();
    for (let i = 0; i < 9; i += 1) signIn.mockRejectedValueOnce(down());
    signIn.mockResolvedValue({ access_token: 'finally', expires_in: 60 });
    const { keeper } = keeperWith(signIn);
    await keeper.warmUp();
    expect(signIn).toHaveBeenCalledTimes(10);
    expect(await keeper.get()).toBe('finally');
  });
});
