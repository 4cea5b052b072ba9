import type { ServerResponse } from 'node:http';
import { failingReadinessChecks, readinessCheckCount } from '../lib/ops/readiness-checks';

// /healthz: the process answers. /readyz: it may be given visitors: not stopping, holding a token for each
// back-end service (registered by lib/api), and able to reach each service's host. Both are cheap enough
// to be asked every second: the reachability probe is shared by concurrent askers and reused for a second.
// Neither names a version, a host or a secret. docs/operations.md.

export type Readiness = { ready: boolean; reasons: string[] };

/** The probes' paths, answered before Next runs. */
export const probePaths: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

const probeReuseMs = 1000;
const probeTimeoutMs = 1000;

/** Any HTTP answer from a service's origin (even a 404) proves it is reachable. */
async function reachable(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(probeTimeoutMs) });
    await answer.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export function createReadiness(services: Record<string, string>) {
  let stopping = false;
  let probe: { at: number; result: Promise<string[]> } | undefined;

  function unreachable(): Promise<string[]> {
    const now = performance.now();
    if (!probe || now - probe.at > probeReuseMs) {
      const result = Promise.all(
        Object.entries(services).map(async ([name, url]) =>
          (await reachable(url)) ? [] : [`${name}-unreachable`],
        ),
      ).then((lists) => lists.flat());
      probe = { at: now, result };
    }
    return probe.result;
  }

  async function check(): Promise<Readiness> {
    if (stopping) return { ready: false, reasons: ['stopping'] };
    const reasons = readinessCheckCount() === 0 ? ['starting'] : failingReadinessChecks();
    reasons.push(...(await unreachable()));
    return { ready: reasons.length === 0, reasons };
  }

  return {
    check,
    markStopping: () => void (stopping = true),
    get stopping() {
      return stopping;
    },
  };
}

export function answerHealth(response: ServerResponse, status: number, body: object, head: boolean): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(head ? undefined : JSON.stringify(body));
}
