import '../scripts/lib/require-node.mjs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { createApp } from './http/app';
import { answerClientError, answerConnect, securityHeaders } from './http/client-error';
import { makeDeps } from './http/deps';
import { claimDataDir, releaseDataDir } from './lib/data-dir-lock';
import { notifySite } from './lib/revalidate';
import { ensureSeeded } from './seed/seed';

// The embedded backend: migrate, seed on first start, then serve both contracts until told to stop.
async function main(): Promise<void> {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await mkdir(config.dataDir, { recursive: true });
  if (!config.databaseUrl) {
    try {
      await claimDataDir(config.dataDir);
    } catch (error) {
      console.error(`[backend] ${(error as Error).message}`);
      process.exit(1);
    }
  }

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const deps = makeDeps(database, config);
  await deps.uploads.recover();
  // Backends started together on one PostgreSQL seed it once: the others wait, then find it seeded.
  const seeded = await database.exclusively(() => ensureSeeded(deps));

  const listener = getRequestListener(createApp(deps).fetch);
  const server = createServer((request, response) => {
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    void listener(request, response);
  });
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  server.listen(config.port, config.host, () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const data = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      `[backend] ready on http://${config.host}:${config.port} (${data}, ${seeded ? 'seeded now' : 'existing data'}, ${seconds}s)`,
    );
    if (seeded) void notifySite(config);
  });
  const failToListen = async (error: Error) => {
    console.error(`[backend] cannot listen on ${config.host}:${config.port}: ${error.message}`);
    await database.close();
    await releaseDataDir(config.dataDir);
    process.exit(1);
  };
  server.on('error', (error) => void failToListen(error));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Finish the requests in flight (a submission being stored) before closing the database; give up after 5 s.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await database.close();
    if (!config.databaseUrl) await releaseDataDir(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('[backend] failed to start:', error);
  process.exit(1);
});
