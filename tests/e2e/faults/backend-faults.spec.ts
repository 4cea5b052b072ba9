import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { startBackend, type RunningBackend } from '../../support/backend';
import { startNginx, type RunningNginx } from '../../support/nginx';
import { startSite, type RunningSite } from '../../support/site';
import { startSlowProxy, type SlowProxy } from '../../support/slow-proxy';
import { startedParts } from '../../support/started-parts';
import { expect, msg, test as base, type Locale } from '../../support/e2e/fixtures';
import { behindNginx, e2eBackendPort } from '../../support/e2e/servers';
import { fillContactForm } from '../../support/e2e/contact-form';
import { storedNamed, storedOnce } from '../../support/e2e/inbox';
import { seededDataCopy } from '../../support/e2e/seeded-copy';
import { pagePath } from '@/tests/support/paths';

// The back end stopped and slowed, against a site of its own (the shared e2e backend must stay up): the
// site reaches its back end through a proxy that can hold answers back, and gives up after API_TIMEOUT_MS.
// In front of it runs the shipped nginx, which answers 503 in a page's place (deploy/nginx.conf); a bare
// `npm start` gives Next.js's own error answer, checked here too.
const API_TIMEOUT_MS = 1500;

type Faulty = {
  site: RunningSite;
  nginx: RunningNginx;
  /** Requests through nginx, whose certificate is made for the run. */
  front: APIRequestContext;
  proxy: SlowProxy;
  backendUrl: string;
  /** The backend's data folder (its operator key is there). */
  dataDir: string;
  /** What every backend of this fixture printed (stdout and stderr), across restarts. */
  backendOutput(): string;
  stopBackend(): Promise<void>;
  startBackend(): Promise<void>;
};

const test = base.extend<object, { faulty: Faulty }>({
  faulty: [
    async ({}, provide) => {
      // Five ports of its own beside the run's (4530 by default), so two checkouts can run this side by side.
      const backendPort = e2eBackendPort + 430;
      const dataDir = await seededDataCopy('faults-e2e-');
      let backend: RunningBackend | null = await startBackend({ port: backendPort, dataDir });
      let stoppedOutput = '';
      const { started, stopAll } = startedParts();
      try {
        const proxy = await started(startSlowProxy(backend.url, backendPort + 1), (p) => p.stop());
        const site = await started(
          startSite({
            port: backendPort + 2,
            backendPort,
            env: {
              PANEL_API_URL: `${proxy.url}/panel`,
              MF_API_URL: `${proxy.url}/mf`,
              API_TIMEOUT_MS: String(API_TIMEOUT_MS),
            },
          }),
          (site) => site.stop(),
        );
        const nginx = await started(
          startNginx({
            httpsPort: backendPort + 3,
            httpPort: backendPort + 4,
            upstreams: [`127.0.0.1:${backendPort + 2}`],
            pageTimeoutSeconds: Math.ceil(API_TIMEOUT_MS / 1000) + 1,
          }),
          (nginx) => nginx.stop(),
        );
        const front = await started(
          playwrightRequest.newContext({ ignoreHTTPSErrors: true, baseURL: nginx.url }),
          (front) => front.dispose(),
        );
        await provide({
          site,
          nginx,
          front,
          proxy,
          backendUrl: backend.url,
          dataDir,
          backendOutput: () => stoppedOutput + (backend?.log() ?? ''),
          stopBackend: async () => {
            await backend?.stop();
            stoppedOutput += backend?.log() ?? '';
            backend = null;
          },
          startBackend: async () => {
            backend ??= await startBackend({ port: backendPort, dataDir });
          },
        });
      } finally {
        await stopAll();
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

type AccessLogLine = { requestId: string; upstreamStatus: string };

/** nginx's access-log line for the request it named `requestId` (the visitor gets the id in X-Request-Id). */
async function accessLogLine(nginx: RunningNginx, requestId: string): Promise<AccessLogLine | undefined> {
  const log = await readFile(path.join(nginx.folder, 'access.log'), 'utf8');
  const lines = log.trim().split('\n');
  return lines.map((line) => JSON.parse(line) as AccessLogLine).find((line) => line.requestId === requestId);
}

/**
 * A page asked through nginx: 503 with Retry-After and the localized page, for the site's own failure
 * within nginx's page timeout.
 */
async function expectUnavailable(faulty: Faulty, path: string, locale: Locale) {
  const response = await faulty.front.get(path, { maxRedirects: 0 });
  const body = await response.text();
  const headers = response.headers();
  expect(response.status(), path).toBe(503);
  // The site gives up on the page's back-end calls within API_TIMEOUT_MS of the first (lib/api/budget.ts)
  // and answers 500, before nginx's page timeout (API_TIMEOUT_MS rounded up to a second, and a second more)
  // fires: nginx logs the site's 500, not its own 504.
  const requestId = headers['x-request-id']!;
  await expect
    .poll(async () => (await accessLogLine(faulty.nginx, requestId))?.upstreamStatus, { message: path })
    .toBe('500');
  expect(headers['retry-after']).toMatch(/^\d+$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
  expect(body).toContain(`<html lang="${locale}">`);
  expect(body).toContain(msg(locale, 'Unavailable.title'));
  expect(body).toContain(msg(locale, 'Unavailable.message'));
  // The site's header and footer, readable without JavaScript.
  expect(body).toMatch(/<header>.*Polanco Models.*<\/header>/);
  expect(body).toMatch(/<footer>.*Masaryk.*<\/footer>/);
}

test('with the back end stopped, an uncached page answers 503 with Retry-After in its language, a media file 503; a cached page is served stale', async ({
  faulty,
}) => {
  const cached = pagePath('/about', 'en');
  expect((await faulty.front.get(cached)).status()).toBe(200);

  await faulty.stopBackend();
  try {
    await expectUnavailable(faulty, '/talents', 'es');
    await expectUnavailable(faulty, '/en/news', 'en');
    await expectUnavailable(faulty, '/pt/models/1/anyone', 'pt');
    // The site itself answers Next.js's error, never a page that looks fine, and does not hang: ten times
    // the page's time is far enough for a busy machine.
    const started = Date.now();
    expect((await fetch(`${faulty.site.url}/pt/news`, { redirect: 'manual' })).status).toBe(500);
    expect(Date.now() - started).toBeLessThan(API_TIMEOUT_MS * 10);
    const stale = await faulty.front.get(cached);
    expect(stale.status()).toBe(200);
    expect(await stale.text()).toContain('<html lang="en"');
    // A file of the back end the browser asks the site for (a video): a 503 to retry, within the time.
    const media = await fetch(`${faulty.site.url}/media/videos/about.mp4`);
    expect(media.status).toBe(503);
    expect(media.headers.get('retry-after')).toBe('5');
  } finally {
    await faulty.startBackend();
  }
});

test('with the back end slower than API_TIMEOUT_MS, an uncached page answers 503 within nginx’s page timeout', async ({
  faulty,
}) => {
  faulty.proxy.delayMs = API_TIMEOUT_MS * 3;
  try {
    await expectUnavailable(faulty, '/pt/talents', 'pt');
    await expectUnavailable(faulty, '/en/models', 'en');
  } finally {
    faulty.proxy.delayMs = 0;
  }
});

test('with the back end slower than API_TIMEOUT_MS, the site itself gives up on a page instead of waiting for it', async ({
  faulty,
}) => {
  // Answers after 20 times API_TIMEOUT_MS: every call of the render times out. That together they take
  // API_TIMEOUT_MS at most, however many there are, is tests/unit/api/budget.test.ts's, on a clock of its own.
  faulty.proxy.delayMs = API_TIMEOUT_MS * 20;
  try {
    for (const path of ['/en/models/3/anyone', '/pt/news', '/talents']) {
      const started = Date.now();
      const answer = await fetch(`${faulty.site.url}${path}`, { redirect: 'manual' });
      await answer.text();
      const ms = Date.now() - started;
      // Next.js's own answer to a failed render (docs/routes.md): nginx turns it into the 503 page.
      expect(answer.status, path).toBe(500);
      // Ten times the page's time, far enough for a busy machine, and half the back end's: it gave up.
      expect(ms, `${path} answered after ${ms} ms`).toBeLessThan(API_TIMEOUT_MS * 10);
    }
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
  const fields = {
    name,
    email: 'late@example.com',
    phone: '+52 55 8765 4321',
    message: 'Stored while the site had stopped waiting.',
  };
  await fillContactForm(page, faulty.site.url, fields);

  faulty.proxy.delayMs = API_TIMEOUT_MS * 3;
  await page.locator('button[type="submit"]').click();
  const alert = page.getByRole('alert').filter({ hasText: msg('en', 'Forms.failure.unavailable') });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('trying again is safe');
  // The back end did store it: the site only stopped waiting for the answer.
  const backend = { url: faulty.backendUrl, dataDir: faulty.dataDir };
  await storedOnce('contact', name, { backend, timeout: 15_000 });

  faulty.proxy.delayMs = 0;
  await alert.getByRole('button', { name: msg('en', 'Forms.retry') }).click();
  await expect(page.locator('button[type="submit"]')).toHaveText(`✓${msg('en', 'Forms.sent')}`, {
    timeout: 30_000,
  });
  expect(await storedNamed('contact', name, backend)).toHaveLength(1);
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

/** The lines of a program's output that are not one JSON object each (a log shipper breaks on them). */
function notJson(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
      } catch {
        return true;
      }
    });
}

test('with the back end stopped, every line the site and the backend print is one JSON object, errors included', async ({
  faulty,
}) => {
  // Rendered once before the fault, so it is served from the cache during it; the others never were.
  const cached = pagePath('/about', 'en');
  expect((await fetch(`${faulty.site.url}${cached}`)).status).toBe(200);
  await faulty.stopBackend();
  const failed: string[] = [];
  try {
    for (const page of ['/en/talents', '/news', '/pt/talents/2/someone', '/en/news/a-post', cached]) {
      const answer = await fetch(`${faulty.site.url}${page}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      expect(answer.status, page).toBe(page === cached ? 200 : 500);
      if (page !== cached) failed.push(answer.headers.get('x-request-id') ?? '');
    }
    const talents = await fetch(`${faulty.site.url}/api/talents?category=models&locale=en&page=2`);
    expect(talents.status).toBeGreaterThanOrEqual(500);
  } finally {
    await faulty.startBackend();
  }
  const site = faulty.site.output();
  expect(notJson(site), 'lines of the site that are not JSON').toEqual([]);
  expect(notJson(faulty.backendOutput()), 'lines of the backend that are not JSON').toEqual([]);
  // Next's own error for each page that failed: one line naming the request, with the stack as a field.
  const errors = site
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { level?: string; requestId?: string; err?: { stack?: string } })
    .filter((line) => line.level === 'error' && line.err !== undefined);
  for (const id of failed) {
    const own = errors.filter((line) => line.requestId === id);
    expect(own, `error lines of ${id}`).toHaveLength(1);
    expect(own[0]?.err?.stack).toContain('could not reach the service');
  }
});
