import path from 'node:path';

/**
 * The variables `npm start` (scripts/start.mjs) gets in a test, and nothing else of this process's (no
 * NODE_ENV, as an operator's shell has none): its own ports, data folder and page cache, the small demo,
 * no metrics port, no drain at its stop; `more` adds to them.
 */
export function npmStartEnv(
  ports: { site: number; backend: number },
  dataDir: string,
  more: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(ports.site),
    BACKEND_PORT: String(ports.backend),
    DATA_DIR: dataDir,
    SEED_TALENTS: '10',
    METRICS_PORT: '0',
    BACKEND_METRICS_PORT: '0',
    SHUTDOWN_DRAIN_MS: '0',
    PAGE_CACHE_DIR: path.join(dataDir, 'page-cache'),
    LOG_FORMAT: 'json',
    ...more,
  };
  return env as unknown as NodeJS.ProcessEnv;
}
