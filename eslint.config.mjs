import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
];

export default config;
