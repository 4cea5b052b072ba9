import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema, tokenSchema } from '@/lib/api/schemas/common';
import { readJson } from '../../support/json';
import { match } from '../../support/matchers';
import { credentials, mfUrl, panelUrl, postJson, tokenFor } from '../../support/contract/client';

describe('sign-in', () => {
  it('panel login answers a bearer token with its lifetime', async () => {
    const response = await postJson(`${panelUrl}/api/login`, credentials.panel);
    expect(response.status).toBe(200);
    const body = await readJson<z.infer<typeof tokenSchema>>(response);
    expect(body).toEqual({ access_token: match.any(String), token_type: 'Bearer', expires_in: 3600 });
    expect(body.access_token.length).toBeGreaterThanOrEqual(32);
  });

  it('mf signin answers a bearer token', async () => {
    const response = await postJson(`${mfUrl}/api/signin`, credentials.mf);
    expect(response.status).toBe(200);
    expect((await readJson<z.infer<typeof tokenSchema>>(response)).token_type).toBe('Bearer');
  });

  it('refuses a wrong salt, a wrong key, and one service’s key at the other', async () => {
    const wrong = [
      [`${panelUrl}/api/login`, { ...credentials.panel, salt: 'nope' }],
      [`${panelUrl}/api/login`, { ...credentials.panel, api_token: 'nope' }],
      [`${mfUrl}/api/signin`, { ...credentials.mf, api_key: 'demo-panel-api-token' }],
    ] as const;
    for (const [url, body] of wrong) {
      const response = await postJson(url, body);
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ message: 'Invalid credentials.' });
    }
  });

  it('answers 400 with field codes when fields are missing or the body is not JSON', async () => {
    const missing = await postJson(`${panelUrl}/api/login`, { salt: 'demo-panel-salt' });
    expect(missing.status).toBe(400);
    expect((await readJson<z.infer<typeof errorBodySchema>>(missing)).errors).toEqual({
      api_token: ['required'],
    });
    const notJson = await fetch(`${mfUrl}/api/signin`, { method: 'POST', body: 'salt=1' });
    expect(notJson.status).toBe(400);
  });
});

describe('bearer tokens', () => {
  const protectedCalls = [
    () => fetch(`${panelUrl}/api/social-media`),
    () => fetch(`${panelUrl}/api/slides/slides`),
    () => fetch(`${mfUrl}/api/talents`, { method: 'POST' }),
    () => fetch(`${mfUrl}/api/talent/profile?id=1`),
  ];

  it('answers 401 JSON without a token', async () => {
    for (const call of protectedCalls) {
      const response = await call();
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 401 for an unknown token', async () => {
    const response = await fetch(`${panelUrl}/api/social-media`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 for a token of the other service, 200 for its own', async () => {
    const mfToken = await tokenFor('mf');
    const panelToken = await tokenFor('panel');
    const crossed = await fetch(`${panelUrl}/api/social-media`, {
      headers: { authorization: `Bearer ${mfToken}` },
    });
    expect(crossed.status).toBe(401);
    const crossedBack = await fetch(`${mfUrl}/api/talent/profile?id=1`, {
      headers: { authorization: `Bearer ${panelToken}` },
    });
    expect(crossedBack.status).toBe(401);
    const own = await fetch(`${panelUrl}/api/social-media`, {
      headers: { authorization: `Bearer ${panelToken}` },
    });
    expect(own.status).toBe(200);
  });
});
