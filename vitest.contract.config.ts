import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Contract tests: the site's API layer and the embedded backend, over real HTTP against a freshly seeded
// backend started once by the global setup. `npm run test:contract` runs them twice: on PGlite, then with
// CONTRACT_DB=postgres on a throwaway PostgreSQL (tests/support/postgres.ts), each with its own report.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // The selection route writes profile URLs through next-intl's navigation, which imports `next/navigation`
    // without an extension; inlining it lets Vite resolve it the way Next does (as in the unit config).
    server: { deps: { inline: ['next-intl'] } },
    include: ['tests/contract/**/*.test.ts'],
    globalSetup: ['tests/contract/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: {
      json:
        process.env.CONTRACT_DB === 'postgres' ? 'reports/contract-postgres.json' : 'reports/contract.json',
    },
  },
});
