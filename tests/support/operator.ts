import { operatorHeaders } from '../../backend/lib/local-backend';

// The backend's operator routes (the inbox of `npm run inbox`, `npm run staff:admin`) open with the key
// in its data folder, read as those commands read it (backend/lib/local-backend.ts).

export { operatorHeaders };

/** GET of an operator route of the backend at `backendUrl` (e.g. `/panel/api/inbox?kind=contact`). */
export async function operatorGet(backendUrl: string, dataDir: string, path: string): Promise<Response> {
  return fetch(`${backendUrl}${path}`, { headers: await operatorHeaders(dataDir) });
}
