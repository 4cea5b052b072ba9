import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: pure helpers and client components in jsdom. `server-only` is replaced by an empty module so
// server modules can be unit-tested; the real guard still applies in the Next build.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    // next-intl's navigation and middleware import `next/server` and `next/navigation` without extensions;
    // inlining it lets Vite resolve them the way Next does.
    server: { deps: { inline: ['next-intl'] } },
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/unit-setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
