import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';
import { freePort, supervise, type SupervisedChild } from '../support/child-process';
import { routingTableUrls } from '../support/routing-table';

// `npm run dev` serves through the same front as `npm start` (server/main.ts, Next in its dev mode inside
// it), so what a developer sees of routing, redirects, headers and compression is what runs in production.
// Both are started here, each on its own data, and asked every URL of the routing test's table.

const root = path.resolve(import.meta.dirname, '../..');

type Started = SupervisedChild & { site: string; dataDir: string };

async function npmStart(mode: 'start' | 'dev'): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${mode}-`));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    BACKEND_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SEED_TALENTS: '10',
    METRICS_PORT: '0',
    SHUTDOWN_DRAIN_MS: '0',
    PAGE_CACHE_DIR: path.join(dataDir, 'page-cache'),
    LOG_FORMAT: 'json',
    NEXT_TELEMETRY_DISABLED: '1',
  } as unknown as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, ['scripts/start.mjs', ...(mode === 'dev' ? ['--dev'] : [])], {
    cwd: root,
    env,
  });
  const started = supervise(child, 'SIGINT');
  const site = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${site}/healthz`, { timeoutMs: 180_000, child, name: `npm ${mode}` });
  } catch (error) {
    await started.stop();
    throw new Error(`${(error as Error).message}\n${started.log()}`);
  }
  return { ...started, site, dataDir };
}

/** What the front decides of an answer, as a browser asking for brotli or gzip receives it. */
async function answerOf(site: string, url: string) {
  const response = await fetch(`${site}${url}`, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  await response.arrayBuffer();
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    location: header('location'),
    contentEncoding: header('content-encoding'),
    cacheControl: header('cache-control'),
    security: Object.fromEntries(securityHeaderNames.map((name) => [name, header(name)])),
  };
}

const securityHeaderNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/**
 * A dev-mode policy as production's: React's dev build evaluates code for its stack traces and Next's hot
 * reload opens a WebSocket, the two sources lib/http/security-headers.ts adds in dev mode and nothing else.
 */
const withoutDevSources = (policy: string | null) =>
  policy?.replace(" 'unsafe-eval'", '').replace(' ws:', '') ?? null;

let production: Started;
let dev: Started;

beforeAll(async () => {
  [production, dev] = await Promise.all([npmStart('start'), npmStart('dev')]);
}, 240_000);

afterAll(async () => {
  await Promise.all([production?.stop(), dev?.stop()]);
  await Promise.all(
    [production, dev].map((started) => started && rm(started.dataDir, { recursive: true, force: true })),
  );
});

describe('npm run dev and npm start answer alike', () => {
  it('for every URL of the routing table', async () => {
    const differences: string[] = [];
    for (const url of routingTableUrls()) {
      // Dev mode compiles a route on its first request: one at a time, so none waits behind the others.
      const [inProduction, inDev] = [await answerOf(production.site, url), await answerOf(dev.site, url)];
      // Next's cache keeps a page in production and says how long; its dev mode renders every request anew
      // and says no-store, or nothing for a route handler. Every other Cache-Control is the front's or the
      // route's own, and must match.
      const cachedByNext = /s-maxage=/.test(inProduction.cacheControl ?? '');
      if (cachedByNext) expect([null, 'no-store'], url).toContain(inDev.cacheControl);
      const compared = (answer: typeof inDev, policy: (value: string | null) => string | null) => ({
        ...answer,
        cacheControl: cachedByNext ? 'cached by Next' : answer.cacheControl,
        security: {
          ...answer.security,
          'content-security-policy': policy(answer.security['content-security-policy']!),
        },
      });
      const [expected, actual] = [
        compared(inProduction, (value) => value),
        compared(inDev, withoutDevSources),
      ];
      if (JSON.stringify(expected) !== JSON.stringify(actual))
        differences.push(`${url}\n  start: ${JSON.stringify(expected)}\n  dev:   ${JSON.stringify(actual)}`);
    }
    expect(differences).toEqual([]);
  }, 600_000);

  it("passes Next's hot reload socket through the front in dev mode", async () => {
    const url = `${dev.site.replace('http:', 'ws:')}/_next/hmr?id=dev-and-start`;
    const first = await new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.onmessage = (message) => {
        resolve(String(message.data));
        socket.close();
      };
      socket.onerror = () => reject(new Error(`no WebSocket at ${url}`));
    });
    expect(JSON.parse(first)).toHaveProperty('type');
  });
});
