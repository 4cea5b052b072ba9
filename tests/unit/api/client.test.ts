import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createServiceClient } from '@/lib/api/client';
import { metrics } from '@/lib/ops/metrics';
import { failingReadinessChecks } from '@/lib/ops/readiness-checks';
import { requestContext } from '@/lib/ops/request-context';

const config = {
  name: 'mf',
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

  it("never renews its token for a 401 that refuses the request's own credentials", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(url.endsWith('/api/signin') ? 'signin' : 'call');
        return Promise.resolve(
          url.endsWith('/api/signin')
            ? Response.json({ access_token: 't1', token_type: 'Bearer', expires_in: 3600 })
            : Response.json(
                { message: 'The e-mail or the password is not right.', errors: { credentials: ['refused'] } },
                { status: 401 },
              ),
        );
      }),
    );
    const client = createServiceClient(config);
    await expect(client.json({ path: '/api/staff/sessions' }, schema)).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['signin', 'call']);
  });

  it("waits for a call as long as the call asks, else the service's timeout", async () => {
    const slow = (init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(Response.json({ ok: true })), 150);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) =>
        url.endsWith('/api/signin')
          ? Promise.resolve(Response.json({ access_token: 't1', token_type: 'Bearer', expires_in: 3600 }))
          : slow(init),
      ),
    );
    const client = createServiceClient({ ...config, timeoutMs: 50 });
    await expect(client.json({ path: '/api/upload' }, schema)).rejects.toMatchObject({ kind: 'timeout' });
    await expect(client.json({ path: '/api/upload', timeoutMs: 1000 }, schema)).resolves.toEqual({
      ok: true,
    });
  });

  it('retries a streamed call the same way', async () => {
    const calls = fakeService((token) => token === 't2');
    const client = createServiceClient(config);
    const response = await client.stream({ path: '/api/zip', method: 'POST', json: {} });
    expect(response.status).toBe(200);
    expect(calls).toEqual(['signin', 'call t1', 'signin', 'call t2']);
  });

  it('sends the id of the request it works for, and none outside a request', async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('x-request-id'));
      return Promise.resolve(
        url.endsWith('/api/signin')
          ? Response.json({ access_token: 't', token_type: 'Bearer', expires_in: 3600 })
          : Response.json({ ok: true }),
      );
    });
    const client = createServiceClient(config);
    await requestContext.run({ requestId: 'req-12345678' }, () => client.json({ path: '/api/x' }, schema));
    await client.json({ path: '/api/x' }, schema);
    expect(seen).toEqual(['req-12345678', 'req-12345678', null]);
  });

  it('counts sign-ins and calls by service and outcome', async () => {
    const value = async (name: string, labels: Record<string, string>) => {
      const metric = await metrics().registry.getSingleMetric(name)?.get();
      // A histogram's values are its buckets, sum and count; a counter's are plain.
      const values: { metricName?: string; labels: Record<string, unknown>; value: number }[] =
        metric?.values ?? [];
      const found = values.find(
        (v) =>
          (v.metricName === undefined || v.metricName.endsWith('_count')) &&
          Object.entries(labels).every(([k, l]) => v.labels[k] === l),
      );
      return found?.value ?? 0;
    };
    const before = {
      signIns: await value('agency_token_sign_ins_total', { service: 'mf', outcome: 'ok' }),
      refused: await value('agency_backend_request_duration_seconds', { service: 'mf', outcome: 'http_4xx' }),
    };
    fakeService((token) => token === 't2');
    const client = createServiceClient(config);
    await client.json({ path: '/api/x' }, schema);
    expect(await value('agency_token_sign_ins_total', { service: 'mf', outcome: 'ok' })).toBe(
      before.signIns + 2,
    );
    expect(
      await value('agency_backend_request_duration_seconds', { service: 'mf', outcome: 'http_4xx' }),
    ).toBe(before.refused + 1);
  });

  it('is not ready until it holds a token', async () => {
    fakeService(() => true);
    const client = createServiceClient({ ...config, name: 'readiness-probe' });
    expect(failingReadinessChecks()).toContain('readiness-probe-token');
    await client.json({ path: '/api/x' }, schema);
    expect(failingReadinessChecks()).not.toContain('readiness-probe-token');
  });
});
