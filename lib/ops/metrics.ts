import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The site's Prometheus metrics (list and meaning: docs/operations.md). Kept on globalThis for the same
// reason as the request context: the front, the page cache handler and Next's bundles count into one
// registry. Labels only take a handful of values each (a kind of route, a status, a service), never a
// slug, an id or anything a visitor typed.

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name, help, labelNames, buckets: seconds, registers: [registry] });
  return {
    registry,
    requests: histogram(
      'agency_http_request_duration_seconds',
      'Requests answered by the site, by kind of route and status, with their duration.',
      ['kind', 'status'],
    ),
    pageCache: counter(
      'agency_page_cache_lookups_total',
      'Page and data cache lookups, by kind of entry and result (hit, stale, miss).',
      ['kind', 'result'],
    ),
    encodedBodies: counter(
      'agency_encoded_bodies_total',
      "Cached pages sent from the front's encoded bodies, by encoding and result (kept, or made now).",
      ['encoding', 'result'],
    ),
    backendCalls: histogram(
      'agency_backend_request_duration_seconds',
      'Calls to the back-end services, by service and outcome (ok, http_4xx, http_5xx, timeout, network, parse).',
      ['service', 'outcome'],
    ),
    signIns: counter(
      'agency_token_sign_ins_total',
      'Sign-ins to a back-end service for a new token (at start, before expiry, after a refusal), by outcome.',
      ['service', 'outcome'],
    ),
    submissions: counter(
      'agency_form_submissions_total',
      'Contact messages and applications, by outcome (stored, refused by the back end, failed).',
      ['form', 'outcome'],
    ),
    rateLimited: counter('agency_rate_limit_refusals_total', 'Form submissions refused by the rate limit.', [
      'form',
    ]),
  };
}

export type SiteMetrics = ReturnType<typeof create>;

const key = Symbol.for('agency-site.metrics');
const store = globalThis as typeof globalThis & { [key]?: SiteMetrics };

/** This process's metrics, made on first use. */
export function metrics(): SiteMetrics {
  return (store[key] ??= create());
}
