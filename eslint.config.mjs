import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const tsFiles = ['**/*.{ts,tsx,mts,cts}'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'backend/migrations/**',
      'dist/**',
    ],
  },
  // Type-aware rules need the TypeScript program, so they apply to TS files only; .mjs keeps the untyped rules.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: tsFiles })),
  {
    files: tsFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  // The layers (docs/architecture.md): lib/ is below the UI, the site reaches the backend only over HTTP
  // (lib/api), and the backend shares only the site's vocabulary, logging and HTTP helpers. Cycles are
  // found by `npm run lint:cycles` (dpdm), in a tenth of the time ESLint's import/no-cycle took.
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./app', './components'],
              message: 'lib/ holds what pages and components use, never the other way round.',
            },
            {
              target: ['./app', './components', './lib', './server', './proxy.ts', './instrumentation.ts'],
              from: './backend',
              message: 'The site reaches the backend over HTTP, through lib/api, never by import.',
            },
            {
              target: './backend',
              from: ['./app', './components', './server'],
              message:
                'The backend is a program of its own: it imports nothing of the site but shared lib/ parts.',
            },
            {
              target: './backend',
              from: './lib',
              except: [
                './vocabulary',
                './contract',
                './log',
                './http',
                './ops/request-id.ts',
                './locales.ts',
                './require-node.mjs',
              ],
              message:
                'The backend shares lib/vocabulary, lib/contract, lib/log, lib/http, the request id, the locales and the Node check with the site, nothing else.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
