import { defineConfig, devices } from '@playwright/test';
import { backendProcessEnv, frontProcessEnv } from './scripts/lib/process-env.mjs';
import {
  behindNginx,
  e2eBackendPort,
  e2eEnv,
  e2eLogFile,
  e2eLogFolder,
  e2eNginxPort,
  e2ePageCacheDir,
  e2eSitePort,
  e2eSiteUrl,
} from './tests/support/e2e/servers';
import {
  anyScreenTag,
  frontDependentSpecs,
  sameOnEveryScreenSpecs,
} from './tests/support/e2e/spec-selection';

// End-to-end tests run the production build (`next build` happens before, in `npm test`) against a freshly
// seeded embedded backend, in Debian's Chromium headless shell, the browser Playwright's own headless runs
// use (its download is not available here): the whole browser cost a fifth more of the run
// (docs/testing.md, "The browser").
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A test that needs a second try is a defect (docs/testing.md, "No retries").
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: behindNginx ? 'reports/e2e-nginx.json' : 'reports/e2e.json' }]],
  use: {
    baseURL: e2eSiteUrl,
    // Behind nginx the certificate is self-signed, made for the run.
    ignoreHTTPSErrors: behindNginx,
    // No trace: recording every test (to keep the failures') made the run about 30 % slower
    // (docs/testing.md). A failure leaves its screenshot and the page's accessibility snapshot;
    // `--trace retain-on-failure` records traces when debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Behind nginx only the specs whose outcome the front can change, on the desktop (spec-selection.ts).
  ...(behindNginx ? { testMatch: frontDependentSpecs } : {}),
  projects: [
    {
      name: 'desktop',
      testIgnore: /operations\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions: chromium },
    },
    ...(behindNginx
      ? []
      : [
          {
            name: 'phone',
            // Only what a phone changes (spec-selection.ts).
            testIgnore: [/operations\//, ...sameOnEveryScreenSpecs],
            grepInvert: new RegExp(anyScreenTag),
            use: { ...devices['Pixel 7'], launchOptions: chromium },
          },
        ]),
    {
      // The operator's checks (logs, metrics, probes), after the visitors' tests: the metrics then count a
      // whole run, and the logs hold everything the run sent.
      name: 'operations',
      testMatch: /operations\/.*\.spec\.ts/,
      dependencies: behindNginx ? ['desktop'] : ['desktop', 'phone'],
      use: { launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // The compiled backend, as `npm start` runs it (`npm run build` made it), over a copy of the demo
      // agency seeded once per build (seeded-data-cli.ts). Its log goes to a file, read by the checks of
      // tests/e2e/operations.
      command: `mkdir -p ${e2eLogFolder} && tsx tests/support/e2e/seeded-data-cli.ts > ${e2eLogFile('seed')} 2>&1 && node dist/backend.mjs > ${e2eLogFile('backend')} 2>&1`,
      url: `http://127.0.0.1:${e2eBackendPort}/readyz`,
      env: { ...e2eEnv, ...backendProcessEnv() },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The production front (`npm start` runs the same file), built by `npm run build`.
      command: `rm -rf ${e2ePageCacheDir} && mkdir -p ${e2eLogFolder} && node dist/front.mjs > ${e2eLogFile('site')} 2>&1`,
      // Ready: it holds its back-end tokens and reaches the backend (docs/operations.md).
      url: `http://127.0.0.1:${e2eSitePort}/readyz`,
      env: {
        ...e2eEnv,
        ...frontProcessEnv(),
        HOST: '127.0.0.1',
        PORT: String(e2eSitePort),
        NODE_ENV: 'production',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    ...(behindNginx
      ? [
          {
            command: 'tsx tests/support/nginx-cli.ts',
            url: `https://127.0.0.1:${e2eNginxPort}/en`,
            ignoreHTTPSErrors: true,
            timeout: 60_000,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
