import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend, type RunningBackend } from '../../support/backend';
import { startSite, type RunningSite } from '../../support/site';
import { startSlowProxy, type SlowProxy } from '../../support/slow-proxy';
import { expect, msg, test as base, type Locale } from '../support/fixtures';
import { behindNginx } from '../support/servers';
import { HUMAN_FILL_MS, storedNamed } from '../write/inbox';

// The back end stopped and slowed, against a site of its own (the shared e2e backend must stay up): the
// site reaches its back end through a proxy that can hold answers back, and gives up after API_TIMEOUT_MS.
const API_TIMEOUT_MS = 1500;

type Faulty = {
  site: RunningSite;
  proxy: SlowProxy;
  backendUrl: string;
  stopBackend(): Promise<void>;
  startBackend(): Promise<void>;
};

const test = base.extend<object, { faulty: Faulty }>({
  faulty: [
    async ({}, provide) => {
      const backendPort = 4530;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'faults-e2e-'));
      let backend: RunningBackend | null = await startBackend({ port: backendPort, dataDir });
      const proxy = await startSlowProxy(backend.url, backendPort + 1);
      const site = await startSite({
        port: backendPort + 2,
        backendPort,
        env: {
          PANEL_API_URL: `${proxy.url}/panel`,
          MF_API_URL: `${proxy.url}/mf`,
          API_TIMEOUT_MS: String(API_TIMEOUT_MS),
        },
      });
      try {
        await provide({
          site,
          proxy,
          backendUrl: backend.url,
          stopBackend: async () => {
            await backend?.stop();
            backend = null;
          },
          startBackend: async () => {
            backend ??= await startBackend({ port: backendPort, dataDir });
          },
        });
      } finally {
        await site.stop();
        await proxy.stop();
        await backend?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

// One site of its own is enough: these run once, in the desktop project, and not again behind nginx.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'runs once, against its own site');
});
test.describe.configure({ mode: 'serial' });

async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

async function expectUnavailable(url: string, locale: Locale) {
  const { response, body, ms } = await timed(url);
  expect(response.status, url).toBe(503);
  expect(ms, `${url} answered after ${ms} ms`).toBeLessThan(API_TIMEOUT_MS + 1000);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(body).toContain(`<html lang="${locale}">`);
  expect(body).toContain(msg(locale, 'Unavailable.title'));
  expect(body).toContain(msg(locale, 'Unavailable.message'));
  // The site's header and footer, readable without JavaScript.
  expect(body).toMatch(/<header>.*Polanco Models.*<\/header>/);
  expect(body).toMatch(/<footer>.*Masaryk.*<\/footer>/);
}

test('with the back end stopped, an uncached page answers 503 with Retry-After in its language; a cached one is served stale', async ({
  faulty,
}) => {
  const cached = `${faulty.site.url}/en/about`;
  expect((await fetch(cached)).status).toBe(200);

  await faulty.stopBackend();
  try {
    await expectUnavailable(`${faulty.site.url}/talents`, 'es');
    await expectUnavailable(`${faulty.site.url}/en/news`, 'en');
    await expectUnavailable(`${faulty.site.url}/pt/models/1/anyone`, 'pt');
    const stale = await fetch(cached);
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('<html lang="en"');
  } finally {
    await faulty.startBackend();
  }
});

test('with the back end slower than API_TIMEOUT_MS, an uncached page answers 503 within the timeout and a second', async ({
  faulty,
}) => {
  faulty.proxy.delayMs = API_TIMEOUT_MS * 3;
  try {
    await expectUnavailable(`${faulty.site.url}/pt/talents`, 'pt');
    await expectUnavailable(`${faulty.site.url}/en/models`, 'en');
  } finally {
    faulty.proxy.delayMs = 0;
  }
});

test('a message the back end stored after the site stopped waiting: the failure says a retry is safe, the retry shows sent, stored once', async ({
  page,
  faulty,
}) => {
  test.setTimeout(120_000);
  const name = `E2E late ${Date.now()}`;
  // The page's own clock, so the minimum fill time can be moved past instead of waited (see HUMAN_FILL_MS).
  await page.clock.install();
  await page.goto(`${faulty.site.url}/en/contact`);
  const fields = {
    name,
    email: 'late@example.com',
    phone: '+52 55 8765 4321',
    message: 'Stored while the site had stopped waiting.',
  };
  for (const [field, value] of Object.entries(fields))
    await page.getByLabel(msg('en', `Contact.${field}`)).fill(value);
  await page.clock.fastForward(HUMAN_FILL_MS);

  faulty.proxy.delayMs = API_TIMEOUT_MS * 3;
  await page.locator('button[type="submit"]').click();
  const alert = page.getByRole('alert').filter({ hasText: msg('en', 'Forms.failure.unavailable') });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('trying again is safe');
  // The back end did store it: the site only stopped waiting for the answer.
  await expect
    .poll(async () => (await storedNamed('contact', name, faulty.backendUrl)).length, { timeout: 15_000 })
    .toBe(1);

  faulty.proxy.delayMs = 0;
  await alert.getByRole('button', { name: msg('en', 'Forms.retry') }).click();
  await expect(page.locator('button[type="submit"]')).toHaveText(`✓${msg('en', 'Forms.sent')}`, {
    timeout: 30_000,
  });
  expect(await storedNamed('contact', name, faulty.backendUrl)).toHaveLength(1);
});

test('without TRUSTED_PROXIES the rate limit keys on the connection: a new X-Forwarded-For per request does not get around it', async ({
  faulty,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const answer = await fetch(`${faulty.site.url}/api/contact`, {
      method: 'POST',
      headers: {
        origin: faulty.site.url,
        'content-type': 'text/plain',
        'x-forwarded-for': `203.0.113.${i + 1}`,
      },
      body: 'not a form',
    });
    statuses.push(answer.status);
  }
  // At most ten answers for this connection (the earlier tests here sent from it too), refusing the body,
  // then the limit, whatever the header claimed.
  expect(statuses.every((status) => status === 415 || status === 429)).toBe(true);
  expect(statuses.filter((status) => status === 415).length).toBeLessThanOrEqual(10);
  expect(statuses.slice(-2)).toEqual([429, 429]);
});
