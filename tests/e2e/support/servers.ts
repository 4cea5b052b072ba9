// Where the end-to-end servers listen and how they are configured. Kept apart from the defaults (3000/4000)
// so the suite can run beside a developer's `npm start`.
export const e2eSitePort = 3100;
export const e2eBackendPort = 4100;
export const e2eSiteUrl = `http://127.0.0.1:${e2eSitePort}`;
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;

export const e2eEnv: Record<string, string> = {
  BACKEND_PORT: String(e2eBackendPort),
  DATA_DIR: '.data-e2e',
  SITE_URL: e2eSiteUrl,
  NEXT_TELEMETRY_DISABLED: '1',
};
