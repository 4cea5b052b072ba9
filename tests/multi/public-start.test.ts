import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoServiceSecrets } from '@/lib/contract/published-secrets';
import { staffPaths } from '@/lib/staff/paths';
import { backendProcessEnv, frontProcessEnv } from '../../scripts/lib/process-env.mjs';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';
import { freePort, supervise, type SupervisedChild } from '../support/child-process';
import { seededTemplate } from '../support/backend';
import { runCli } from '../support/contract/run-cli';
import { cookiesOf, requestAs } from '../support/host-request';
import { npmStartEnv } from '../support/npm-start-env';

// The site as an agency puts it online: the demo tried on a laptop (`npm start` on this machine's address),
// then `npm start` on the same folder with a public SITE_URL, no NODE_ENV, nothing else set. What anyone can
// read in `.env.example` must open nothing there. (A first public start with no account at all makes no
// admin: tests/contract/backend/staff-housekeeping.test.ts.)

const root = path.resolve(import.meta.dirname, '../..');
const publicUrl = 'https://agency.example';

/** A started `npm start`: where to connect, and the host its visitors name (its SITE_URL's). */
type Started = SupervisedChild & { site: string; host: string; backend: string };

let dataDir: string;
let ports: { site: number; backend: number };

/** An environment with no NODE_ENV, as a shell gives one; Next's types declare it always set. */
const withoutNodeEnv = (env: Record<string, string>) => env as unknown as NodeJS.ProcessEnv;

/** Runs one of the built programs with only `env` (and PATH) until it exits. */
async function runToExit(program: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [program], {
    cwd: root,
    env: withoutNodeEnv({ PATH: process.env.PATH ?? '', ...env }),
  });
  const output = supervise(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exit) => resolve(exit)));
  return { code, log: output.log() };
}

/** `npm start` (scripts/start.mjs) with only these variables of the operator's, and no NODE_ENV. */
async function npmStart(siteUrl: string): Promise<Started> {
  const env = npmStartEnv(ports, dataDir, { SITE_URL: siteUrl });
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
  const started = supervise(child);
  const site = `http://127.0.0.1:${ports.site}`;
  try {
    // The probe, which answers whatever host is named: the site answers only its SITE_URL's.
    await waitForUrl(`${site}/readyz`, { timeoutMs: 180_000, child, name: 'npm start' });
  } catch (error) {
    await started.stop();
    throw new Error(`${(error as Error).message}\n${started.log()}`);
  }
  return { ...started, site, host: new URL(siteUrl).host, backend: `http://127.0.0.1:${ports.backend}` };
}

/** A request to the site as a browser on its address sends it. */
const ask = (started: Started, path: string, options: Parameters<typeof requestAs>[2] = {}) =>
  requestAs(`${started.site}${path}`, started.host, options);

/** The staff sign-in form as a browser on the public address posts it; where it leads. */
async function signIn(started: Started, origin: string, email: string, password: string) {
  const answer = await ask(started, '/staff/api/sign-in', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { status: answer.status, location: answer.headers.location ?? '', cookie: cookiesOf(answer) };
}

/** The sign-in takes the member to the inbox; the session's cookie. */
async function expectSignedIn(started: Started, origin: string, email: string, password: string) {
  const { cookie, ...answer } = await signIn(started, origin, email, password);
  expect(answer).toEqual({ status: 303, location: staffPaths.inbox });
  return cookie;
}

/** The demo admin's session, made on the laptop before the site went public. */
let laptopSession = '';

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'public-start-'));
  // The laptop's demo as its first start seeds it: a copy of the run's seeded template of the size
  // npmStartEnv asks for (tests/multi/global-setup.ts), instead of a dozen seconds of seeding.
  const template = seededTemplate('10');
  if (template) await cp(template.dataDir, dataDir, { recursive: true });
  ports = { site: await freePort(), backend: await freePort() };
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm start on a public SITE_URL', () => {
  it('keeps the demo on this machine', async () => {
    const local = await npmStart(`http://localhost:${ports.site}`);
    try {
      laptopSession = await expectSignedIn(
        local,
        `http://localhost:${ports.site}`,
        demoAdmin.email,
        demoAdmin.password,
      );
      expect(laptopSession).toMatch(/^staff_session=/);
    } finally {
      await local.stop();
    }
  }, 300_000);

  it('on the same data, refuses every published value and lets the operator make the admin', async () => {
    const started = await npmStart(publicUrl);
    try {
      const file = path.join(dataDir, 'secrets.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const secrets = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      for (const [name, demo] of Object.entries(demoServiceSecrets)) {
        expect(secrets[name], name).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(secrets[name]).not.toBe(demo);
      }

      // The site reads its content with the generated credentials: its pages render.
      expect((await ask(started, '/en/models')).status).toBe(200);
      const login = await post(`${started.backend}/panel/api/login`, {
        salt: demoServiceSecrets.PANEL_SALT,
        api_token: demoServiceSecrets.PANEL_API_TOKEN,
      });
      expect(login.status).toBe(401);
      const signin = await post(`${started.backend}/mf/api/signin`, {
        salt: demoServiceSecrets.MF_SALT,
        api_key: demoServiceSecrets.MF_API_KEY,
      });
      expect(signin.status).toBe(401);
      const purge = await ask(started, '/api/revalidate', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-revalidate-secret': demoServiceSecrets.REVALIDATE_SECRET,
        },
        body: JSON.stringify({ tags: ['talents'] }),
      });
      expect(purge.status).toBe(401);
      // The laptop's address is no name of the public site.
      expect((await requestAs(`${started.site}/en/models`, `localhost:${ports.site}`)).status).toBe(421);
      // The demo admin the laptop made still exists, with the published password: refused, saying why.
      expect(await signIn(started, publicUrl, demoAdmin.email, demoAdmin.password)).toMatchObject({
        status: 303,
        location: '/staff/sign-in?error=published',
      });
      const page = await ask(started, '/staff/sign-in?error=published');
      expect(page.body).toContain('npm run staff:admin');

      // The session the demo password made on the laptop opens nothing either: a page sends to the sign-in,
      // and a change (pictures for a talent, a route that asks the backend for the session first) is not
      // made. The editors' saves are Server Actions, checked with the same session by the backend.
      const accounts = await ask(started, staffPaths.accounts, { headers: { cookie: laptopSession } });
      expect([303, 307]).toContain(accounts.status);
      expect(accounts.headers.location).toMatch(/^\/staff\/sign-in/);
      const boundary = 'publicStartBoundary';
      const change = await ask(started, staffPaths.api.pictures(1), {
        method: 'POST',
        headers: {
          cookie: laptopSession,
          origin: publicUrl,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: `--${boundary}\r\nContent-Disposition: form-data; name="gallery"\r\n\r\nbook\r\n--${boundary}--\r\n`,
      });
      expect(change.status).toBe(401);

      // The operator makes the admin on the machine, with the key in the data folder.
      const made = await runCli(
        'backend/staff-cli.ts',
        {
          DATA_DIR: dataDir,
          BACKEND_PORT: String(ports.backend),
          SITE_URL: publicUrl,
          STAFF_NEW_PASSWORD: 'the-agency-chose-this-one',
        },
        ['owner@agency.example', 'Owner'],
      );
      expect(made.stderr).toBe('');
      expect(made.stdout).toContain('owner@agency.example is an admin (new account)');
      await expectSignedIn(started, publicUrl, 'owner@agency.example', 'the-agency-chose-this-one');
    } finally {
      await started.stop();
    }
  }, 300_000);

  it('refuses at start a public site given a published value, with one line naming it', async () => {
    const backend = await runToExit('dist/backend.mjs', {
      ...backendProcessEnv({}),
      BACKEND_PORT: String(ports.backend),
      DATA_DIR: dataDir,
      SITE_URL: publicUrl,
      REVALIDATE_SECRET: demoServiceSecrets.REVALIDATE_SECRET,
      LOG_FORMAT: 'json',
    });
    expect(backend.code).toBe(1);
    const fatal = backend.log
      .split('\n')
      .filter((line) => line.includes('"level":"fatal"') || line.includes('"level":60'));
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toContain('REVALIDATE_SECRET');
    expect(fatal[0]).toContain('.env.example');

    const front = await runToExit('dist/front.mjs', {
      ...frontProcessEnv({}),
      PORT: String(ports.site),
      SITE_URL: publicUrl,
      METRICS_PORT: '0',
    });
    expect(front.code).not.toBe(0);
    for (const name of Object.keys(demoServiceSecrets)) expect(front.log).toContain(name);
  }, 120_000);
});
