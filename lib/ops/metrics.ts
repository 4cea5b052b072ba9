import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The site's Prometheus metrics (list and meaning: docs/operations.md). Kept on globalThis for the same
// reason as the request context: the front, the page cache handler and Next's bundles count into one
// registry. Labels only take a handful of values each (a kind of route, a status, a service), never a
// slug, an id or anything a visitor typed.

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requests: new Histogram({
      name: 'agency_http_request_duration_seconds',
      help: 'Requests answered by the site, by kind of route and status, with their duration.',
      labelNames: ['kind', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'agency_page_cache_lookups_total',
      help: 'Page and data cache lookups, by kind of entry and result (hit, stale, miss).',
      labelNames: ['kind', 'result'] as const,
      registers: [registry],
    }),
    encodedBodies: new Counter({
      name: 'agency_encoded_bodies_total',
      help: "Cached pages sent from the front's encoded bodies, by encoding and result (kept, or made now).",
      labelNames: ['encoding', 'result'] as const,
      registers: [registry],
    }),
    backendCalls: new Histogram({
      name: 'agency_backend_request_duration_seconds',
      help: 'Calls to the back-end services, by service and outcome (ok, http_4xx, http_5xx, timeout, network, parse).',
      labelNames: ['service', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'agency_token_sign_ins_total',
      help: 'Sign-ins to a back-end service for a new token (at start, before expiry, after a refusal), by outcome.',
      labelNames: ['service', 'outcome'] as const,
      registers: [registry],
    }),
    submissions: new Counter({
      name: 'agency_form_submissions_total',
      help: 'Contact messages and applications, by outcome (stored, refused by the back end, failed).',
      labelNames: ['form', 'outcome'] as const,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'agency_rate_limit_refusals_total',
      help: 'Form submissions refused by the rate limit.',
      labelNames: ['form'] as const,
      registers: [registry],
    }),
  };
}

export type SiteMetrics = ReturnType<typeof create>;

const key = Symbol.for('agency-site.metrics');
const store = globalThis as typeof globalThis & { [key]?: SiteMetrics };

/** This process's metrics, made on first use. */
export function metrics(): SiteMetrics {
  return (store[key] ??= create());
}
