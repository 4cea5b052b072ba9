import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { notOnPostgres } from './tests/support/contract/postgres-pass';

const at = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The Vitest suites, one project each, run one at a time by `npm test` (scripts/lib/test-stages.mjs names
// the report each writes). `server-only` is an empty module: the real guard still applies in the Next build.
export default defineConfig({
  resolve: {
    alias: { '@': at('.'), 'server-only': at('./tests/support/empty-module.ts') },
  },
  test: {
    reporters: ['default', 'json'],
    projects: [
      {
        // Pure logic in Node, and client components in jsdom: a file that needs a document says
        // `// @vitest-environment jsdom` on its first line (jsdom's start costs each file most of its time).
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'node',
          // next-intl's navigation and middleware import `next/server` and `next/navigation` without
          // extensions; inlining it lets Vite resolve them the way Next does.
          server: { deps: { inline: ['next-intl'] } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        // The site's API layer and the embedded backend, over real HTTP against a freshly seeded backend
        // started once by the global setup: on PGlite, or with CONTRACT_DB=postgres on a throwaway
        // PostgreSQL (tests/support/postgres.ts).
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          server: { deps: { inline: ['next-intl'] } },
          include: ['tests/contract/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.CONTRACT_DB === 'postgres' ? notOnPostgres : []),
          ],
          globalSetup: ['tests/contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // PostgreSQL, Redis, two backends and two site instances of the production build behind nginx as a
        // load balancer. Runs after `npm run build`, one file at a time.
        extends: true,
        test: {
          name: 'multi',
          environment: 'node',
          include: ['tests/multi/**/*.test.ts'],
          globalSetup: ['tests/multi/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
