import { operatorGet } from '../operator';

// Raw-HTTP helpers for the backend contract tests; the address comes from the global setup.
export const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? '4000'}`;
export const panelUrl = process.env.PANEL_API_URL ?? `${backendUrl}/panel`;
export const mfUrl = process.env.MF_API_URL ?? `${backendUrl}/mf`;

export const credentials = {
  panel: { salt: 'demo-panel-salt', api_token: 'demo-panel-api-token' },
  mf: { salt: 'demo-mf-salt', api_key: 'demo-mf-api-key' },
};

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const tokens = new Map<string, Promise<string>>();

/** A bearer token of the panel or mf service (one per test file). */
export function tokenFor(service: 'panel' | 'mf', base?: string): Promise<string> {
  const key = `${service}:${base ?? ''}`;
  let token = tokens.get(key);
  if (!token) {
    const url =
      service === 'panel'
        ? `${base ? `${base}/panel` : panelUrl}/api/login`
        : `${base ? `${base}/mf` : mfUrl}/api/signin`;
    token = postJson(url, credentials[service]).then(async (r) => {
      if (r.status !== 200) throw new Error(`sign-in failed: ${r.status}`);
      return ((await r.json()) as { access_token: string }).access_token;
    });
    tokens.set(key, token);
  }
  return token;
}

export async function panel(path: string, init: RequestInit = {}) {
  const token = await tokenFor('panel');
  return fetch(`${panelUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
}

export async function mf(path: string, init: RequestInit = {}) {
  const token = await tokenFor('mf');
  return fetch(`${mfUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
}

export async function mfJson(path: string, body: unknown) {
  return mf(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A GET of an operator route of the run's backend (`npm run inbox`'s), with the key in its data folder. */
export async function operator(path: string) {
  const dataDir = process.env.BACKEND_DATA_DIR;
  if (!dataDir) throw new Error('the contract run names no BACKEND_DATA_DIR');
  return operatorGet(backendUrl, dataDir, `/panel${path}`);
}

/**
 * Authenticated callers for a backend of a test's own (see `startBackend`); `operator` reads its operator
 * routes (the inbox), `panel` and `mf` call with the services' tokens.
 */
export function clientFor(base: string, dataDir?: string) {
  const call =
    (service: 'panel' | 'mf') =>
    async (path: string, init: RequestInit = {}) => {
      const token = await tokenFor(service, base);
      return fetch(`${base}/${service}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    };
  const operatorCall = (path: string) => {
    if (!dataDir) throw new Error("clientFor needs the backend's data folder for its operator routes");
    return operatorGet(base, dataDir, `/panel${path}`);
  };
  return { panel: call('panel'), mf: call('mf'), operator: operatorCall };
}
