import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const warmUpTokens = vi.fn();
const phase = { buildPhase: false };
vi.mock('@/lib/api/services', () => ({ warmUpTokens }));
vi.mock('@/lib/env', () => ({
  get buildPhase() {
    return phase.buildPhase;
  },
}));

const { register } = await import('@/instrumentation');
const runtime = process.env.NEXT_RUNTIME;

beforeEach(() => {
  warmUpTokens.mockClear();
  phase.buildPhase = false;
});

afterEach(() => {
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
});

describe('register()', () => {
  it('starts obtaining the tokens on the Node runtime', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    expect(warmUpTokens).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the edge runtime', async () => {
    process.env.NEXT_RUNTIME = 'edge';
    await register();
    expect(warmUpTokens).not.toHaveBeenCalled();
  });

  it('does nothing during next build (there is no back end then)', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    phase.buildPhase = true;
    await register();
    expect(warmUpTokens).not.toHaveBeenCalled();
  });
});
