import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getPostsPage, getTalentsPage, sendContact } from '@/lib/api';
import { apiFetch } from '@/lib/api/fetch';
import { tokenSchema } from '@/lib/api/schemas/common';
import { env } from '@/lib/env';
import { apiFailure } from '../../support/api-failure';

// The low-level wrapper, used without the token keeper, shows what the services do with missing or foreign
// tokens; the getters show the 400s and 404s a visitor's bad input leads to.

const any = z.unknown();
const timeoutMs = 5000;

describe('authentication', () => {
  it('answers 401 to calls without a token, on both services', async () => {
    const panel = await apiFailure(
      apiFetch({ baseUrl: env.PANEL_API_URL, path: '/api/social-media', timeoutMs }, any),
    );
    expect(panel).toMatchObject({ kind: 'http', status: 401 });
    const mf = await apiFailure(
      apiFetch({ baseUrl: env.MF_API_URL, path: '/api/talents', method: 'POST', json: {}, timeoutMs }, any),
    );
    expect(mf).toMatchObject({ kind: 'http', status: 401 });
  });

  it("answers 401 to the other service's token", async () => {
    const { access_token } = await apiFetch(
      {
        baseUrl: env.PANEL_API_URL,
        path: '/api/login',
        method: 'POST',
        json: { salt: env.PANEL_SALT, api_token: env.PANEL_API_TOKEN },
        timeoutMs,
      },
      tokenSchema,
    );
    const error = await apiFailure(
      apiFetch(
        {
          baseUrl: env.MF_API_URL,
          path: '/api/talents/attributes',
          query: { skills: 1 },
          token: access_token,
          timeoutMs,
        },
        any,
      ),
    );
    expect(error.status).toBe(401);
  });

  it('refuses wrong credentials with 401 and missing ones with 400', async () => {
    const wrong = await apiFailure(
      apiFetch(
        {
          baseUrl: env.MF_API_URL,
          path: '/api/signin',
          method: 'POST',
          json: { salt: env.MF_SALT, api_key: 'nope' },
          timeoutMs,
        },
        tokenSchema,
      ),
    );
    expect(wrong.status).toBe(401);
    const missing = await apiFailure(
      apiFetch(
        { baseUrl: env.PANEL_API_URL, path: '/api/login', method: 'POST', json: {}, timeoutMs },
        tokenSchema,
      ),
    );
    expect(missing.status).toBe(400);
  });
});

describe('bad input', () => {
  it('a page size above 50 posts is a 400', async () => {
    const error = await apiFailure(getPostsPage({ locale: 'es', page: 1, perPage: 51 }));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('a letter outside a-z is a 400', async () => {
    const error = await apiFailure(getTalentsPage({ category: 'models', letter: '1', page: 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('a contact without a valid e-mail is a 400 naming the field', async () => {
    const error = await apiFailure(
      sendContact(
        { name: 'Ana', email: 'not-an-email', phone: '5512345678', message: 'Hola' },
        { locale: 'es', idempotencyKey: crypto.randomUUID() },
      ),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(Object.keys(error.fieldErrors)).toContain('email');
  });
});
