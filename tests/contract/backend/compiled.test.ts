import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBackend } from '../../../scripts/build-backend.mjs';
import { startBackend, type RunningBackend } from '../../support/backend';

// The compiled backend (`npm start` and the end-to-end tests run it) must find the files it reads from
// backend/ at run time although every module now shares the bundle's location: the migrations (else no
// table exists) and the seed's videos (else seeding fails).
const root = path.resolve(import.meta.dirname, '../../..');
let outdir: string;
let backend: RunningBackend;

beforeAll(async () => {
  // The contract tests run before `npm run build`, so dist/ may not exist yet.
  await mkdir(path.join(root, 'dist'), { recursive: true });
  outdir = await mkdtemp(path.join(root, 'dist', 'compiled-test-'));
  await buildBackend(outdir);
  backend = await startBackend({ bundle: path.join(outdir, 'backend.mjs'), env: { SEED_TALENTS: '10' } });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  await rm(outdir, { recursive: true, force: true });
});

describe('the compiled backend', () => {
  it('migrates, seeds and serves from dist', async () => {
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const video = await fetch(`${backend.url}/media/videos/about.mp4`, { headers: { range: 'bytes=0-15' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });
});
