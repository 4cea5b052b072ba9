import { rm } from 'node:fs/promises';
import { startBackend, type RunningBackend } from '../../support/backend';
import { startSite } from '../../support/site';
import { startedParts } from '../../support/started-parts';
import { expect, msg, test as base } from '../../support/e2e/fixtures';
import { fillContactForm } from '../../support/e2e/contact-form';
import { storedOnce } from '../../support/e2e/inbox';
import { seededDataCopy } from '../../support/e2e/seeded-copy';

type Isolated = {
  siteUrl: string;
  backendUrl: string;
  /** The backend's data folder (its operator key is there). */
  dataDir: string;
  stopBackend(): Promise<void>;
  restartBackend(): Promise<void>;
};

// The shared e2e backend cannot be stopped, so this test gets its own backend and site pair on
// ports of the write range (45xx), one pair per worker.
const test = base.extend<object, { isolated: Isolated }>({
  isolated: [
    async ({}, provide, workerInfo) => {
      const backendPort = 4510 + workerInfo.parallelIndex * 2;
      const sitePort = backendPort + 1;
      const dataDir = await seededDataCopy('write-e2e-');
      let backend: RunningBackend | null = await startBackend({ port: backendPort, dataDir });
      const { started, stopAll } = startedParts();
      try {
        const site = await started(startSite({ port: sitePort, backendPort }), (site) => site.stop());
        await provide({
          siteUrl: site.url,
          backendUrl: backend.url,
          dataDir,
          stopBackend: async () => {
            await backend?.stop();
            backend = null;
          },
          restartBackend: async () => {
            backend = await startBackend({ port: backendPort, dataDir });
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

test('a send with the backend down shows a retryable error keeping everything; the retry stores once', async ({
  page,
  isolated,
}) => {
  test.setTimeout(180_000);
  const name = `E2E retry ${test.info().project.name} ${Date.now()}`;
  const fields = {
    name,
    email: 'retry@example.com',
    phone: '+52 55 8765 4321',
    message: 'Sent while the agency was offline.',
  };
  await fillContactForm(page, isolated.siteUrl, fields);

  await isolated.stopBackend();
  await page.locator('button[type="submit"]').click();
  const alert = page.getByRole('alert').filter({ hasText: msg('en', 'Forms.failure.unavailable') });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  for (const [field, value] of Object.entries(fields))
    await expect(page.getByLabel(msg('en', `Contact.${field}`))).toHaveValue(value);

  await isolated.restartBackend();
  await alert.getByRole('button', { name: msg('en', 'Forms.retry') }).click();
  await expect(page.locator('button[type="submit"]')).toHaveText(`✓${msg('en', 'Forms.sent')}`, {
    timeout: 30_000,
  });
  await storedOnce('contact', name, { backend: { url: isolated.backendUrl, dataDir: isolated.dataDir } });
});
