import { describe, expect, it } from 'vitest';

const base = process.env.BACKEND_URL ?? '';

describe('backend process', () => {
  it('answers /health once ready', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${base}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
