import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { makeDeps } from '../http/deps';
import { claimDataDir, dataDirOwner, releaseDataDir } from '../lib/data-dir-lock';
import { backendAnswers, localBackendUrl } from '../lib/local-backend';
import { notifySite } from '../lib/revalidate';
import { runSeed } from './seed';

// `npm run seed`: regenerates the demo content of a STOPPED backend's data (submissions are kept), then asks
// the site to revalidate. It refuses while a backend runs on that data, since PGlite allows one process.
async function main(): Promise<number> {
  const config = loadConfig();
  const url = localBackendUrl(config);
  const owner = await dataDirOwner(config.dataDir);
  if (owner !== null || (await backendAnswers(url))) {
    console.error(
      `A backend is running (${owner !== null ? `process ${owner} holds ${config.dataDir}` : `answering at ${url}`}). Stop it, then run the seed again.`,
    );
    return 1;
  }
  await mkdir(config.dataDir, { recursive: true });
  if (!config.databaseUrl) await claimDataDir(config.dataDir);
  const started = performance.now();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { files } = await database.exclusively(() => runSeed(makeDeps(database, config)));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded the demo agency in ${seconds}s (${config.seedTalents} talents, ${files} media files) into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}.`,
    );
  } finally {
    await database.close();
    if (!config.databaseUrl) await releaseDataDir(config.dataDir);
  }
  const revalidated = await notifySite(config);
  console.log(
    revalidated
      ? `The site at ${config.siteUrl} was asked to revalidate.`
      : `The site at ${config.siteUrl} did not answer the revalidation call (ignored).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
