import { Agent, request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend';
import { freePort } from '../support/child-process';
import { panelToken } from '../support/panel-token';
import { startSite } from '../support/site';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';

// A stop that loses nothing (docs/operations.md): 10 kept-alive connections send requests straight to one
// instance, which gets SIGTERM in the middle of the run. Every request must be answered, or refused before
// it was sent (ECONNREFUSED on connect, which a proxy retries elsewhere, a POST included); none may be
// reset or cut once sent, which nobody can retry safely. Three runs each, so a race shows. The stop comes
// once every connection has been answered twice, the second time on its kept-alive socket: from then on
// each has a request in flight or about to be sent on a reused connection, what a stop must not cut.

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 10;
/** Of them, this many send POSTs; the others GETs. */
const POSTING = 2;
/** Answers each connection has had before the stop: the second on its reused socket. */
const ANSWERS_BEFORE_STOP = 2;
const DRAIN_MS = 1000;
const RUNS = 3;

type Call = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
type Instance = { url: string; stop(): Promise<void> };
type Tally = { answered: number; closing: number; refused: number; lost: string[] };

/** One request on `agent`: its status and whether the answer closes the connection, or what went wrong. */
function send(agent: Agent, url: string, call: Call) {
  return new Promise<{ status: number; closing: boolean } | { error: string }>((resolve) => {
    const outgoing = request(`${url}${call.path}`, {
      agent,
      method: call.method,
      headers: call.headers,
      timeout: 30_000,
    });
    const fail = (error: NodeJS.ErrnoException) =>
      resolve({
        error: `${error.code ?? error.message} (${call.method}, ${outgoing.reusedSocket ? 'reused' : 'new'} connection)`,
      });
    outgoing.on('response', (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, closing: answer.headers.connection === 'close' }),
      );
      answer.on('error', fail);
    });
    outgoing.on('error', fail);
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 30 s')));
    outgoing.end(call.body);
  });
}

/**
 * Loads `instance` over 10 connections, stops it with SIGTERM once each has been answered twice; what
 * became of each request.
 */
async function stopUnderLoad(instance: Instance, calls: (index: number, n: number) => Call): Promise<Tally> {
  const tally: Tally = { answered: 0, closing: 0, refused: 0, lost: [] };
  let sent = 0;
  let stopped = false;
  // What each connection has had back (an answer or an error); Infinity once it has ended.
  const outcomes = Array.from({ length: CONNECTIONS }, () => 0);
  const worker = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stopped) {
        const outcome = await send(agent, instance.url, calls(index, ++sent));
        outcomes[index] = outcomes[index]! + 1;
        if ('status' in outcome) {
          tally.answered += 1;
          if (outcome.closing) tally.closing += 1;
          if (outcome.status >= 300) tally.lost.push(`answered ${outcome.status}`);
        } else if (outcome.error.startsWith('ECONNREFUSED')) {
          tally.refused += 1;
          return;
        } else tally.lost.push(outcome.error);
      }
    } finally {
      outcomes[index] = Infinity;
      agent.destroy();
    }
  };
  const workers = Array.from({ length: CONNECTIONS }, (_, index) => worker(index));
  // The test's timeout bounds the wait.
  while (outcomes.some((count) => count < ANSWERS_BEFORE_STOP))
    await new Promise((resolve) => setTimeout(resolve, 20));
  await instance.stop();
  stopped = true;
  await Promise.all(workers);
  return tally;
}

function expectNothingLost(tallies: Tally[], name: string) {
  console.log(
    `[drain] ${name}: ${tallies
      .map(
        (t) => `${t.answered} answered (${t.closing} closing), ${t.refused} refused, ${t.lost.length} lost`,
      )
      .join('; ')}`,
  );
  for (const tally of tallies) {
    expect(tally.lost).toEqual([]);
    // Each connection got an answer that closed it, and its next request was refused on connect.
    expect(tally.refused).toBe(CONNECTIONS);
    expect(tally.closing).toBeGreaterThan(0);
  }
}

/**
 * `RUNS` instances started side by side; if one fails to start, those that did are stopped before the
 * failure is thrown.
 */
async function startedTogether<T extends Instance>(start: () => Promise<T>): Promise<T[]> {
  const outcomes = await Promise.allSettled(Array.from({ length: RUNS }, start));
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((instance) => instance.stop()));
    throw failed.reason;
  }
  return started;
}

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startBackend({ bundle: path.join(root, 'dist/backend.mjs'), env: { SEED_TALENTS: '10' } });
}, 240_000);
afterAll(() => backend?.stop());

describe('an instance stopped with SIGTERM under load', () => {
  it('the site answers every request it took and refuses the rest on connect: none is reset', async () => {
    const contact = new URLSearchParams({
      name: 'Drain Test',
      email: 'drain@example.com',
      phone: '+52 55 1234 5678',
      message: 'Sent while the site stops.',
      website: '',
      fill_ms: '6000',
    }).toString();
    const tallies: Tally[] = [];
    // The three instances started at once, before any load; then each loaded and stopped in turn.
    const sites = await startedTogether(async () => {
      const site = await startSite({
        port: await freePort(),
        backendPort: backend.port,
        env: {
          PANEL_API_URL: `${backend.url}/panel`,
          MF_API_URL: `${backend.url}/mf`,
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          TRUSTED_PROXIES: '127.0.0.1',
        },
      });
      try {
        await waitForUrl(`${site.url}/readyz`, { timeoutMs: 60_000, name: 'the site' });
      } catch (error) {
        await site.stop();
        throw error;
      }
      return site;
    });
    try {
      for (const site of sites) {
        const calls = (index: number, n: number): Call => {
          // A visitor per request: the forms' rate limit is not what this run measures.
          const visitor = { 'x-forwarded-for': `198.51.100.${n % 250}` };
          if (index >= POSTING) return { method: 'GET', path: '/en', headers: visitor };
          return {
            method: 'POST',
            path: '/api/contact',
            body: contact,
            headers: {
              ...visitor,
              origin: site.url,
              'content-type': 'application/x-www-form-urlencoded',
              'idempotency-key': crypto.randomUUID(),
            },
          };
        };
        tallies.push(await stopUnderLoad(site, calls));
      }
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
    }
    expectNothingLost(tallies, 'site');
  }, 180_000);

  it('the backend does the same', async () => {
    const credentials = JSON.stringify({ salt: 'demo-panel-salt', api_token: 'demo-panel-api-token' });
    const tallies: Tally[] = [];
    // Each on a copy of the run's seeded demo (tests/multi/global-setup.ts): none seeds. Started at once,
    // as the sites are.
    const owns = await startedTogether(() =>
      startBackend({
        bundle: path.join(root, 'dist/backend.mjs'),
        env: { SEED_TALENTS: '10', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
      }),
    );
    try {
      for (const own of owns) {
        const token = await panelToken(own.url);
        const calls = (index: number): Call =>
          index < POSTING
            ? {
                method: 'POST',
                path: '/panel/api/login',
                body: credentials,
                headers: { 'content-type': 'application/json' },
              }
            : {
                method: 'GET',
                path: '/panel/api/slides/slides',
                headers: { authorization: `Bearer ${token}` },
              };
        tallies.push(await stopUnderLoad(own, calls));
      }
    } finally {
      await Promise.all(owns.map((own) => own.stop()));
    }
    expectNothingLost(tallies, 'backend');
  }, 240_000);
});
