import { readOperatorKey } from '../../backend/lib/site-secrets';
import { operatorKeyHeader } from '../../backend/http/operator';

// The backend's operator routes (the inbox of `npm run inbox`, `npm run staff:admin`) open with the key
// in its data folder, as those commands read it there.

/** The operator's header for the backend whose data folder is `dataDir`. */
export async function operatorHeaders(dataDir: string): Promise<Record<string, string>> {
  const key = await readOperatorKey(dataDir);
  if (!key) throw new Error(`no operator key in ${dataDir}: has its backend started?`);
  return { [operatorKeyHeader]: key };
}

/** GET of an operator route of the backend at `backendUrl` (e.g. `/panel/api/inbox?kind=contact`). */
export async function operatorGet(backendUrl: string, dataDir: string, path: string): Promise<Response> {
  return fetch(`${backendUrl}${path}`, { headers: await operatorHeaders(dataDir) });
}
