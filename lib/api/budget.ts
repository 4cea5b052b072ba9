import 'server-only';
import { requestContext } from '@/lib/ops/request-context';

// A page gives up on the back end API_TIMEOUT_MS after its first call, however many calls its render makes
// one after another: each call's own timeout is cut to what is left. So a page that cannot be rendered
// (the back end slow, nothing cached) fails within API_TIMEOUT_MS and its render, not a multiple of it, and
// the front's or nginx's answer comes in time (docs/routes.md). The front gives each page request a budget
// (server/main.ts); route handlers and work outside a request have none and keep the per-call timeout.

/** Milliseconds left of the current page's budget (its clock starts here on the first ask); Infinity without one. */
export function budgetLeftMs(now = performance.now()): number {
  const budget = requestContext.getStore()?.backendBudget;
  if (!budget) return Infinity;
  budget.endsAt ??= now + budget.ms;
  return Math.max(0, budget.endsAt - now);
}

/**
 * The time one call may wait (its own timeout, or what is left of its page's budget when that is less), and
 * what its timer does on firing: a call that had all that was left ends the page's budget. Node's timers run
 * on the event loop's cached clock and can fire a few milliseconds before `endsAt` by `performance.now()`;
 * without this the next call would still be sent with that sliver.
 */
export function callTimer(timeoutMs: number, now = performance.now()): { ms: number; expired: () => void } {
  const budget = requestContext.getStore()?.backendBudget;
  const ms = Math.min(timeoutMs, budgetLeftMs(now));
  return {
    ms,
    expired: () => {
      if (budget && ms < timeoutMs) budget.endsAt = 0;
    },
  };
}
