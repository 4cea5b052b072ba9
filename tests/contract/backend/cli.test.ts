import { describe, expect, it } from 'vitest';
import { panel } from '../../support/contract/client';
import { runCli } from '../../support/contract/run-cli';

const env = {
  BACKEND_PORT: process.env.BACKEND_PORT ?? '',
  DATA_DIR: process.env.BACKEND_DATA_DIR ?? '',
  DATABASE_URL: process.env.BACKEND_DATABASE_URL ?? '',
};

describe('npm run inbox and npm run seed beside a running backend', () => {
  it('the inbox command asks the running backend and prints every field, newest first', async () => {
    for (const name of ['Inbox First', 'Inbox Second']) {
      const form = new FormData();
      Object.entries({
        name,
        email: 'inbox@example.com',
        phone: '+52 1',
        message: `mensaje de ${name}`,
      }).forEach(([k, v]) => form.set(k, v));
      expect((await panel('/api/contact/pt', { method: 'POST', body: form })).status).toBe(201);
    }
    const { code, stdout } = await runCli('backend/inbox-cli.ts', env);
    expect(code).toBe(0);
    expect(stdout).toContain(`Inbox from the backend at http://127.0.0.1:${env.BACKEND_PORT}`);
    expect(stdout).toContain('message: mensaje de Inbox Second');
    expect(stdout).toContain('phone: +52 1');
    expect(stdout.indexOf('Inbox Second')).toBeLessThan(stdout.indexOf('Inbox First'));
  }, 60_000);

  it('the seed command refuses while the backend runs', async () => {
    const { code, stderr } = await runCli('backend/seed/cli.ts', env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/A backend is running .*Stop it/);
  }, 60_000);
});
