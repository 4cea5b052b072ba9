import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend, type RunningBackend } from '../../support/backend';
import { expect, msg, test as base } from '../support/fixtures';
import { HUMAN_FILL_MS, storedNamed } from './inbox';

type Isolated = { siteUrl: string; backendUrl: string; stopBackend(): Promise<void>; restartBackend(): Promise<void> };

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.status < 500, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// The shared e2e backend cannot be stopped, so this test gets its own backend and `next start` pair on
// ports of the write range (45xx), one pair per worker.
const test = base.extend<object, { isolated: Isolated }>({
  isolated: [
    async ({}, provide, workerInfo) => {
      const backendPort = 4510 + workerInfo.parallelIndex * 2;
      const sitePort = backendPort + 1;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'write-e2e-'));
      let backend: RunningBackend | null = await startBackend({ port: backendPort, dataDir });
      const siteUrl = `http://127.0.0.1:${sitePort}`;
      const site: ChildProcess = spawn(process.execPath, [path.join(process.cwd(), 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(sitePort)], {
        cwd: process.cwd(),
        env: { ...process.env, BACKEND_PORT: String(backendPort), SITE_URL: siteUrl, PANEL_API_URL: '', MF_API_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
        stdio: 'ignore',
      });
      try {
        await waitFor(`${siteUrl}/en/contact`, 120_000);
        await provide({
          siteUrl,
          backendUrl: backend.url,
          stopBackend: async () => {
            await backend?.stop();
            backend = null;
          },
          restartBackend: async () => {
            backend = await startBackend({ port: backendPort, dataDir });
          },
        });
      } finally {
        site.kill('SIGTERM');
        await backend?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

test('a send with the backend down shows a retryable error keeping everything; the retry stores once', async ({ page, isolated }) => {
  test.setTimeout(180_000);
  const name = `E2E retry ${test.info().project.name} ${Date.now()}`;
  await page.goto(`${isolated.siteUrl}/en/contact`);
  const fields = { name, email: 'retry@example.com', phone: '+52 55 8765 4321', message: 'Sent while the agency was offline.' };
  for (const [field, value] of Object.entries(fields)) await page.getByLabel(msg('en', `Contact.${field}`)).fill(value);
  await page.waitForTimeout(HUMAN_FILL_MS);

  await isolated.stopBackend();
  await page.locator('button[type="submit"]').click();
  const alert = page.getByRole('alert').filter({ hasText: msg('en', 'Forms.failure.unavailable') });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  for (const [field, value] of Object.entries(fields)) await expect(page.getByLabel(msg('en', `Contact.${field}`))).toHaveValue(value);

  await isolated.restartBackend();
  await alert.getByRole('button', { name: msg('en', 'Forms.retry') }).click();
  await expect(page.locator('button[type="submit"]')).toHaveText(`✓${msg('en', 'Forms.sent')}`, { timeout: 30_000 });
  await expect.poll(async () => (await storedNamed('contact', name, isolated.backendUrl)).length).toBe(1);
});
