import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { sameSecret } from './auth';
import { operatorKeyHeader } from '../lib/site-secrets';
import { HttpError } from './errors';

// The operator's commands on this machine (`npm run staff:admin`, `npm run inbox`) send the key the backend
// keeps in its data folder (backend/lib/site-secrets.ts): reading that folder is what lets them in. The
// site's service token, which the site holds for every visitor's page, opens none of these routes.
/** Requires this backend's operator key. */
export function requireOperator(config: Config): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header(operatorKeyHeader) ?? '';
    if (!config.operatorKey || !sameSecret(given, config.operatorKey)) {
      throw new HttpError(401, 'This call is for the operator of this machine: send its key.', {
        operator: ['key'],
      });
    }
    await next();
  };
}

/** Who the audit log names for what the operator's commands did. */
export const operatorActor = { id: null, email: 'operator' } as const;
