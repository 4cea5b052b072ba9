import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';
import { freePort, supervise, type SupervisedChild } from '../support/child-process';
import { requestAs } from '../support/host-request';
import { npmStartEnv } from '../support/npm-start-env';
import { seededDataCopy, seededDataFolder } from '../support/e2e/seeded-copy';
import { routingTableUrls } from '../support/routing-table';

// `npm run dev` serves through the same front as `npm start` (server/main.ts, Next in its dev mode inside
// it), so what a developer sees of routing, redirects, headers and compression is what runs in production.
// Both are started here, each on its own data, and asked every URL of the routing test's table.

const root = path.resolve(import.meta.dirname, '../..');

type Started = SupervisedChild & { site: string; dataDir: string };

async function npmStart(mode: 'start' | 'dev'): Promise<Started> {
  // The demo data the end-to-end stage seeded, when it is there: each start takes a copy, as a developer's
  // next start finds its data, instead of seeding its own.
  const dataDir = existsSync(seededDataFolder)
    ? await seededDataCopy(`${mode}-`)
    : await mkdtemp(path.join(tmpdir(), `${mode}-`));
  const port = await freePort();
  const ports = { site: port, backend: await freePort() };
  const env = npmStartEnv(ports, dataDir, { NEXT_TELEMETRY_DISABLED: '1' });
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

/** The fields compared, as a browser asking for brotli or gzip receives them. */
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
    contentLength: header('content-length'),
  };
}

type Answer = Awaited<ReturnType<typeof answerOf>>;

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

/**
 * What Next's dev mode sends where production's Next names a cache life: it compiles and renders every page,
 * file and image anew and marks each uncacheable. The front's own Cache-Control (its refusals' no-store, the
 * hashed assets') is the same in both.
 */
const devModeCacheControls = [null, 'no-store', 'no-cache, must-revalidate', 'no-cache, no-store'];

/** The compression middleware's threshold: a body whose length is known and smaller is sent as it is. */
const COMPRESSION_THRESHOLD = 1024;

/** The differences between the two answers that are not Next's dev mode's own. */
function differences(url: string, production: Answer, dev: Answer): string[] {
  const found: string[] = [];
  const differ = (name: string, inProduction: unknown, inDev: unknown) => {
    if (JSON.stringify(inProduction) !== JSON.stringify(inDev))
      found.push(`${url} ${name}: start ${JSON.stringify(inProduction)}, dev ${JSON.stringify(inDev)}`);
  };
  differ('status', production.status, dev.status);
  differ('Location', production.location, dev.location);
  differ('security headers', production.security, {
    ...dev.security,
    'content-security-policy': withoutDevSources(dev.security['content-security-policy'] ?? null),
  });
  if (!(production.cacheControl !== dev.cacheControl && devModeCacheControls.includes(dev.cacheControl)))
    differ('Cache-Control', production.cacheControl, dev.cacheControl);
  // Next streams a small file in production and gives its length in dev mode, where the middleware then
  // leaves a body under its threshold as it is: the front's rule, applied to what Next hands it.
  const smallAndSizedInDevOnly =
    dev.contentEncoding === null &&
    production.contentLength === null &&
    Number(dev.contentLength) < COMPRESSION_THRESHOLD;
  if (!smallAndSizedInDevOnly) differ('Content-Encoding', production.contentEncoding, dev.contentEncoding);
  return found;
}

/** Answers the front gives itself, beside the table's: a query nobody can read, a path that is no path. */
const frontAnswers = ['/models?hair=%00', '/en/news?x=%ZZ&page=2', '/%00', '/news%2F..%2F..%2Fetc'];

/**
 * URLs asked of both at once. Dev mode compiles a route on its first request: asked several at a time, it
 * compiles their routes side by side, in less time than one after another (docs/testing.md, "Where the
 * time goes"). Each answer is compared with its own URL's, whatever the order they come in.
 */
const AT_ONCE = 8;

describe('npm run dev and npm start answer alike', () => {
  it('for every URL of the routing table and the front’s own answers', async () => {
    const urls = [...routingTableUrls(), ...frontAnswers];
    const found: string[][] = [];
    let next = 0;
    const asker = async () => {
      for (let index = next++; index < urls.length; index = next++) {
        const url = urls[index]!;
        const [inProduction, inDev] = await Promise.all([
          answerOf(production.site, url),
          answerOf(dev.site, url),
        ]);
        found[index] = differences(url, inProduction, inDev);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, asker));
    expect(found.flat()).toEqual([]);
  }, 600_000);

  it('for a Host that is not the site’s: refused alike, with the security headers', async () => {
    for (const started of [production, dev]) {
      const answer = await requestAs(`${started.site}/en/models`, 'rebind.attacker.example');
      expect(answer.status, started.site).toBe(421);
      expect(answer.headers['x-frame-options'], started.site).toBe('DENY');
      expect(answer.headers['set-cookie'], started.site).toBeUndefined();
    }
  });

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
