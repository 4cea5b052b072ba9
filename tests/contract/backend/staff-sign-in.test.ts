import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { signInLimits } from '@/backend/staff/sign-in-limit';
import { startBackend, type RunningBackend } from '../../support/backend';
import { clientFor } from '../../support/contract/client';
import { readJson } from '../../support/json';

// The staff sign-in under attack, on a backend of this file's own (its counts and its timing are this
// file's alone): counted atomically, per address, with no way to lock the admin out from elsewhere, and
// no answer that is faster for an address without an account.

let backend: RunningBackend;
let panel: ReturnType<typeof clientFor>['panel'];
/** Editors made for these tests: one attacked in parallel, twenty timed. */
const attacked = 'parallel@example.com';
const timedAccounts = Array.from({ length: 20 }, (_, n) => `timing-${n}@example.com`);

function signIn(email: string, password: string, address: string) {
  return panel('/api/staff/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, address }),
  });
}

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  ({ panel } = clientFor(backend.url));
  const session = (
    await readJson<{ token: string }>(await signIn(demoAdmin.email, demoAdmin.password, '198.51.100.60'))
  ).token;
  for (const email of [attacked, ...timedAccounts]) {
    const created = await panel('/api/staff/accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-staff-session': session },
      body: JSON.stringify({ email, name: 'Editor', role: 'editor', password: 'the-editors-password' }),
    });
    expect(created.status).toBe(201);
  }
}, 120_000);

afterAll(() => backend?.stop());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await call();
  await answer.arrayBuffer();
  expect(answer.status).toBe(401);
  return performance.now() - started;
}

describe('the staff sign-in under attack', () => {
  it('lets no more than the limit of 30 wrong passwords sent at once be tried', async () => {
    const target = attacked;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(target, 'a-wrong-password-guess', '203.0.113.30')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      signInLimits.perAccountFromAddress,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - signInLimits.perAccountFromAddress,
    );
    expect((await signIn(target, 'the-right-one-too-late', '203.0.113.30')).status).toBe(429);
  });

  it('lets the admin in from their own address while another fails on their account', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const status = (await signIn(demoAdmin.email, 'a-wrong-password-guess', '203.0.113.40')).status;
      expect([401, 429]).toContain(status);
    }
    const answer = await signIn(demoAdmin.email, demoAdmin.password, '198.51.100.40');
    expect(answer.status).toBe(201);
    expect((await readJson<{ account: { email: string } }>(answer)).account.email).toBe(demoAdmin.email);
  }, 60_000);

  it('takes as long for an address without an account as for one with it (median of 20)', async () => {
    const accounts = timedAccounts;
    // One attempt per account and address, alternating, so neither the limits nor the machine's load
    // weigh on one side more than the other.
    const known: number[] = [];
    const knownShort: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      known.push(await timed(() => signIn(accounts[n]!, 'a-wrong-password-guess', `192.0.2.${n}`)));
      unknown.push(
        await timed(() => signIn(`nobody-${n}@example.com`, 'a-wrong-password-guess', `192.0.2.${n + 50}`)),
      );
      knownShort.push(await timed(() => signIn(accounts[n]!, 'short', `192.0.2.${n + 100}`)));
    }
    const [k, u, s] = [median(known), median(unknown), median(knownShort)];
    // What this guards against is a refusal that skips the password hash, one argon2 verification being
    // nearly all of an attempt: a ratio near zero. Medians of the same work beside other test files on
    // two cores drift apart by more than a fifth (docs/testing.md, "Timing checks"), so the window is wide.
    expect(u / k, `known ${k} ms, unknown ${u} ms`).toBeGreaterThan(0.5);
    expect(u / k, `known ${k} ms, unknown ${u} ms`).toBeLessThan(2);
    expect(s / k, `known ${k} ms, short password ${s} ms`).toBeGreaterThan(0.5);
    expect(s / k, `known ${k} ms, short password ${s} ms`).toBeLessThan(2);
  }, 120_000);
});
