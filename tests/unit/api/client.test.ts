// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createServiceClient } from '@/lib/api/client';

const config = {
  baseUrl: 'http://backend.test/mf',
  signInPath: '/api/signin',
  credentials: { salt: 'salt', api_key: 'key' },
  timeoutMs: 1000,
};
const schema = z.object({ ok: z.boolean() });

/** A fake mf service: every sign-in issues a new token; `accepts` decides which tokens the data call takes. */
function fakeService(accepts: (token: string | null) => boolean) {
  let issued = 0;
  const calls: string[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => Promise.resolve(answer(url, init)));
  function answer(url: string, init: RequestInit): Response {
    if (url.endsWith('/api/signin')) {
      issued += 1;
      calls.push('signin');
      expect(JSON.parse(init.body as string)).toEqual({ salt: 'salt', api_key: 'key' });
      return Response.json({ access_token: `t${issued}`, token_type: 'Bearer', expires_in: 3600 });
    }
    const token = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null;
    calls.push(`call ${token}`);
    return accepts(token)
      ? Response.json({ ok: true })
      : Response.json({ message: 'Unauthenticated.' }, { status: 401 });
  }
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service client', () => {
  it('signs in before the first call and sends the token', async () => {
    const calls = fakeService(() => true);
    const client = createServiceClient(config);
    await expect(client.json({ path: '/api/x' }, schema)).resolves.toEqual({ ok: true });
    await client.json({ path: '/api/x' }, schema);
    expect(calls).toEqual(['signin', 'call t1', 'call t1']);
  });

  it('on a 401 signs in again exactly once and retries the call with the new token', async () => {
    const calls = fakeService((token) => token !== 't1'); // the first token was revoked
    const client = createServiceClient(config);
    await expect(client.json({ path: '/api/x' }, schema)).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['signin', 'call t1', 'signin', 'call t2']);
  });

  it('gives up with the 401 when the renewed token is refused too (no loop)', async () => {
    const calls = fakeService(() => false);
    const client = createServiceClient(config);
    await expect(client.json({ path: '/api/x' }, schema)).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(calls).toEqual(['signin', 'call t1', 'signin', 'call t2']);
  });

  it('retries a streamed call the same way', async () => {
    const calls = fakeService((token) => token === 't2');
    const client = createServiceClient(config);
    const response = await client.stream({ path: '/api/zip', method: 'POST', json: {} });
    expect(response.status).toBe(200);
    expect(calls).toEqual(['signin', 'call t1', 'signin', 'call t2']);
  });
});
