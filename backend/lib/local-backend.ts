import type { Config } from '../config';
import { operatorKeyHeader, readOperatorKey, secretsFile } from './site-secrets';

/** The address a command on this machine uses to reach the configured backend. */
export function localBackendUrl(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Whether a backend answers `/health` at that address. */
export async function backendAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The header of the operator's key, read from the data folder of the backend a command reaches. */
export async function operatorHeaders(dataDir: string): Promise<Record<string, string>> {
  const key = await readOperatorKey(dataDir);
  if (!key) {
    throw new Error(
      `${secretsFile(dataDir)} has no operator key: run this command with the DATA_DIR of the running backend.`,
    );
  }
  return { [operatorKeyHeader]: key };
}
