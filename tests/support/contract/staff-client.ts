import { expect } from 'vitest';
import { readJson } from '../json';
import type { clientFor } from './client';

type Panel = ReturnType<typeof clientFor>['panel'];
type Init = RequestInit & { json?: unknown };

/**
 * The staff service as the site calls it: the site's panel token, the member's session in its header, and
 * JSON bodies; `sessionOf` signs a member in (each time from another address, clear of the sign-in limit).
 */
export function staffClient(panel: Panel) {
  let address = 0;
  const call = (path: string, session: string | null, init: Init = {}) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (session) headers['x-staff-session'] = session;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const body = init.json === undefined ? init.body : JSON.stringify(init.json);
    return panel(`/api/staff${path}`, { ...init, headers, body });
  };
  const sessionOf = async (email: string, password: string): Promise<string> => {
    const json = { email, password, address: `198.51.100.${++address}` };
    const answer = await call('/sessions', null, { method: 'POST', json });
    expect(answer.status, `${email} signs in`).toBe(201);
    return (await readJson<{ token: string }>(answer)).token;
  };
  return { call, sessionOf };
}
