import { describe, expect, it } from 'vitest';

const base = process.env.BACKEND_URL ?? '';

describe('backend process', () => {
  it('answers /health once ready', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /healthz and /readyz, never cached, with nothing but a status', async () => {
    for (const [path, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(body);
    }
  });

  it("returns the site's request id, or names a request that came without one", async () => {
    const given = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'site-request-0001' } });
    expect(given.headers.get('x-request-id')).toBe('site-request-0001');
    const made = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id\twith tab' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${base}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
