import { startBackend, type RunningBackend } from '../support/backend';

// One freshly seeded backend for the whole contract run; its address reaches the test workers through the
// environment they inherit (the same variables the site's lib/env.ts reads).
let backend: RunningBackend | undefined;

export async function setup(): Promise<void> {
  backend = await startBackend();
  process.env.BACKEND_PORT = String(backend.port);
  process.env.BACKEND_URL = backend.url;
  process.env.BACKEND_DATA_DIR = backend.dataDir;
  process.env.PANEL_API_URL = `${backend.url}/panel`;
  process.env.MF_API_URL = `${backend.url}/mf`;
}

export async function teardown(): Promise<void> {
  await backend?.stop();
}
