import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../support/backend';

// The compiled backend (`npm start`, and every backend of this run: tests/support/backend.ts) must find the
// files it reads from backend/ at run time although every module now shares the bundle's location: the
// migrations (else no table exists) and the seed's videos (else seeding fails, and none is served).
let backend: RunningBackend;

beforeAll(async () => {
  expect(process.env.TEST_BACKEND_BUNDLE).toMatch(/dist\/test-backend-[^/]+\/backend\.mjs$/);
  // Its data is a copy of the run's template, which this bundle seeded.
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
}, 120_000);

afterAll(() => backend?.stop());

describe('the compiled backend', () => {
  it('migrates, seeds and serves from dist', async () => {
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const video = await fetch(`${backend.url}/media/videos/about.mp4`, { headers: { range: 'bytes=0-15' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });
});
