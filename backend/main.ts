import '../lib/require-node.mjs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { gracefulClose } from '../lib/http/graceful-close';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { createApp } from './app';
import { answerClientError, answerConnect, securityHeaders } from './http/client-error';
import { makeDeps } from './http/deps';
import { logBackendRequest } from './http/request-log';
import { claimDataDir, releaseDataDir } from './lib/data-dir-lock';
import { withSiteSecrets } from './lib/site-secrets';
import { consoleToLog } from '../lib/log/console-to-log';
import { writesJson } from '../lib/log/create-logger';
import { crashesToLog, warningsToLog } from '../lib/log/process-to-log';
import { configureLog, log, logMigration } from './lib/log';
import { notifySite } from './lib/revalidate';
import { startNotifier } from './notify/worker';
import { startBackupSchedule } from './backup/schedule';
import { backendRegistry } from './lib/metrics';
import { serveMetrics } from '../lib/http/metrics-server';
import {
  isFreshDataDir,
  seedFirstStart,
  seedFirstStartArgument,
  seedInChildProcess,
} from './seed/first-start';
import { ensureSeeded } from './seed/seed';
import { startStaff } from './staff/start';

// The embedded backend: migrate, seed on first start, then serve both contracts until told to stop.
async function main(): Promise<void> {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    // Before the logger is configured (its settings are among those refused): at the default level.
    log().fatal((error as Error).message);
    process.exit(1);
  }
  configureLog(config);
  // What the packages and Node print themselves becomes lines of the log too (docs/operations.md).
  if (writesJson(config.log.format)) {
    consoleToLog(log());
    warningsToLog(log());
  }
  crashesToLog(log());
  // The child a first start runs (seed/first-start.ts): its parent holds the data folder.
  if (process.argv.includes(seedFirstStartArgument)) {
    await seedFirstStart(config);
    process.exit(0);
  }
  await mkdir(config.dataDir, { recursive: true });
  try {
    config = await withSiteSecrets(config);
  } catch (error) {
    log().fatal((error as Error).message);
    process.exit(1);
  }
  if (!config.databaseUrl) {
    try {
      await claimDataDir(config.dataDir);
    } catch (error) {
      log().fatal((error as Error).message);
      process.exit(1);
    }
  }

  const seededApart = !config.databaseUrl && isFreshDataDir(config.dataDir);
  if (seededApart) await seedInChildProcess();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onMigration: logMigration,
  });
  const deps = makeDeps(database, config);
  await deps.uploads.recover();
  // Backends started together on one PostgreSQL seed it once: the others wait, then find it seeded. A first
  // start on PGlite has seeded already; a seed that failed half-way there is redone here.
  const seeded = (await database.exclusively(() => ensureSeeded(deps))) || seededApart;
  try {
    await database.exclusively(() => startStaff(deps));
  } catch (error) {
    log().fatal((error as Error).message);
    await database.close();
    if (!config.databaseUrl) await releaseDataDir(config.dataDir);
    process.exit(1);
  }

  const notifier = startNotifier(database.db, config.siteUrl, config.notify);
  const backups = startBackupSchedule(database, config, backendRegistry());
  const metricsServer = serveMetrics(config.metrics.port, config.metrics.host, backendRegistry(), log());

  let stopping = false;
  const listener = getRequestListener(
    createApp(deps, { isStopping: () => stopping, warnings: backups.warnings }).fetch,
  );
  const server = createServer((request, response) => {
    logBackendRequest(request, response);
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    void listener(request, response);
  });
  const closer = gracefulClose(server);
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  server.listen(config.port, config.host, () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const data = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    log().info(
      `ready on http://${config.host}:${config.port} (${data}, ${seeded ? 'seeded now' : 'existing data'}, ${seconds}s)`,
    );
    if (seeded) void notifySite(config);
  });
  const failToListen = async (error: Error) => {
    log().fatal(`cannot listen on ${config.host}:${config.port}: ${error.message}`);
    await database.close();
    await releaseDataDir(config.dataDir);
    process.exit(1);
  };
  server.on('error', (error) => void failToListen(error));

  // SIGTERM: not ready at once, serving on for SHUTDOWN_DRAIN_MS so whoever routes requests here notices;
  // then no new connections, the requests on the open ones (a submission being stored) are answered, each
  // closing its connection (lib/http/graceful-close.ts), at most 5 s.
  // SIGINT (Ctrl+C) skips the wait.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log().info({ signal }, 'stopping: not ready, finishing the requests in flight');
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await Promise.race([closer.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    metricsServer?.close();
    await Promise.all([notifier.stop(), backups.stop()]);
    await database.close();
    if (!config.databaseUrl) await releaseDataDir(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

main().catch((error) => {
  log().fatal({ err: error instanceof Error ? error.message : String(error) }, 'failed to start');
  process.exit(1);
});
