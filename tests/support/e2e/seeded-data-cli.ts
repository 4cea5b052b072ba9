// `tsx tests/support/e2e/seeded-data-cli.ts`: the end-to-end backend's data folder (DATA_DIR), emptied and
// filled with a copy of the demo agency as the backend's first start seeds it. The seed is made once per
// build of the backend (the seed is part of it) and kept beside the run's folder; the suite's two runs,
// direct and behind nginx, then start from the same untouched data without seeding twice (a dozen seconds
// each). The backend seeds it the way a first start does: its own program with `seedFirstStartArgument`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedFirstStartArgument } from '@/backend/seed/first-start';

const bundle = 'dist/backend.mjs';
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the end-to-end backend’s data folder');
const template = `${dataDir}-seeded`;
const stampFile = path.join(template, '.seeded-by');

// What the seed depends on: the backend's code and the seed's settings.
const stamp = createHash('sha256')
  .update(readFileSync(bundle))
  .update(process.env.SEED_TALENTS ?? '')
  .digest('hex');

if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  const seed = spawnSync(process.execPath, [bundle, seedFirstStartArgument], {
    env: { ...process.env, DATA_DIR: template },
    stdio: 'inherit',
  });
  if (seed.status !== 0)
    throw new Error(`the seed of ${template} failed (${seed.signal ?? `exit ${seed.status}`})`);
  writeFileSync(stampFile, stamp);
}

rmSync(dataDir, { recursive: true, force: true });
cpSync(template, dataDir, { recursive: true, filter: (source) => source !== stampFile });
