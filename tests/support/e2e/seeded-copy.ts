import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eEnv } from './servers';

/** The demo agency the run's backend starts from, seeded once per build (seeded-data-cli.ts). */
export const seededDataFolder = path.resolve(import.meta.dirname, '../../..', `${e2eEnv.DATA_DIR}-seeded`);

/**
 * A new data folder holding a copy of the run's seeded demo agency: a test's own backend starts on it as on
 * a first start, without seeding it again for a dozen seconds of both cores.
 */
export async function seededDataCopy(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const stamp = path.join(seededDataFolder, '.seeded-by');
  await cp(seededDataFolder, dataDir, { recursive: true, filter: (source) => source !== stamp });
  return dataDir;
}
