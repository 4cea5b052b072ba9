import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The multi-instance test (tests/multi): PostgreSQL, Redis, two backends and two site instances of the
// production build behind nginx as a load balancer. Runs after `npm run build`, one file, nothing in parallel.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/multi/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/multi.json' },
  },
});
