import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Deps } from './deps';

// /healthz (and /health, its older name): the process answers. /readyz: it can serve, because the
// database answers and it is not stopping. No version, host or secret in either (docs/operations.md).
const databaseWaitMs = 1000;

async function databaseAnswers(deps: Deps): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), databaseWaitMs).unref());
  const query = deps.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return Promise.race([query, timeout]);
}

/** What /readyz is told by whoever starts the backend: whether it is stopping, and the warnings of now. */
export type Readiness = { isStopping: () => boolean; warnings: () => string[] };

export function healthRoutes(deps: Deps, { isStopping, warnings: warningsNow }: Readiness): Hono {
  const routes = new Hono();
  const alive = () => new Response(JSON.stringify({ status: 'ok' }), { headers: probeHeaders });
  routes.get('/healthz', alive);
  routes.get('/health', alive);
  routes.get('/readyz', async () => {
    const reasons = isStopping() ? ['stopping'] : (await databaseAnswers(deps)) ? [] : ['database'];
    // Warnings leave the backend ready: it serves as well without them (docs/operations.md).
    const warnings = warningsNow();
    const body =
      reasons.length > 0
        ? { status: 'not ready', reasons }
        : warnings.length > 0
          ? { status: 'ready', warnings }
          : { status: 'ready' };
    return new Response(JSON.stringify(body), { status: reasons.length ? 503 : 200, headers: probeHeaders });
  });
  return routes;
}

const probeHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
