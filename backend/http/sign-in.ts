import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from './deps';
import { issueToken, sameSecret, type Service } from './auth';
import { HttpError } from './errors';
import { jsonBody } from './json-body';

/** `POST {path}` exchanging `{salt, <secretField>}` for a bearer token of `service`. */
export function signInRoute(
  deps: Deps,
  options: {
    service: Service;
    path: string;
    secretField: 'api_token' | 'api_key';
    salt: string;
    secret: string;
  },
): Hono {
  const schema = z.object({
    salt: z.string().min(1).max(500),
    [options.secretField]: z.string().min(1).max(500),
  });
  const app = new Hono();
  app.post(options.path, async (c) => {
    const body = (await jsonBody(c, schema)) as Record<string, string>;
    const saltOk = sameSecret(body.salt ?? '', options.salt);
    const secretOk = sameSecret(body[options.secretField] ?? '', options.secret);
    if (!saltOk || !secretOk) throw new HttpError(401, 'Invalid credentials.');
    return c.json(await issueToken(deps.db, options.service, deps.config.tokenTtlSeconds));
  });
  return app;
}
