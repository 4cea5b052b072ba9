import { Hono } from 'hono';
import { z } from 'zod';
import type { Config } from '../config';
import type { Deps } from './deps';
import { issueToken, sameSecret, type Service } from './auth';
import { HttpError } from './errors';
import { jsonBody } from './json-body';

/** Where each service's client signs in, the name of its secret there, and the values it must send. */
const signIns = (config: Config) =>
  ({
    panel: {
      path: '/api/login',
      secretField: 'api_token',
      salt: config.panel.salt,
      secret: config.panel.apiToken,
    },
    mf: { path: '/api/signin', secretField: 'api_key', salt: config.mf.salt, secret: config.mf.apiKey },
  }) as const;

/** `POST {path}` exchanging `{salt, <secretField>}` for a bearer token of `service`. */
export function signInRoute(deps: Deps, service: Service): Hono {
  const options = signIns(deps.config)[service];
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
    return c.json(await issueToken(deps.db, service, deps.config.tokenTtlSeconds));
  });
  return app;
}
