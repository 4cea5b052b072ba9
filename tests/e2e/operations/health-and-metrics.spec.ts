import { expect, test } from '@playwright/test';
import { metricsTotal as total } from '../../support/e2e/metrics';
import { e2eBackendUrl, e2eMetricsPort, e2eSiteUrl } from '../../support/e2e/servers';

// The health probes and the metrics, after the rest of the run (this project depends on the others), so the
// counts are those of a whole end-to-end run.

const metricsUrl = `http://127.0.0.1:${e2eMetricsPort}/metrics`;

test('the site and the backend answer their probes, never cached, with no version or host', async ({
  request,
}) => {
  for (const url of ['/healthz', '/readyz', `${e2eBackendUrl}/healthz`, `${e2eBackendUrl}/readyz`]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toContain('no-store');
    const body = JSON.stringify(await answer.json());
    expect(body, url).toMatch(/^\{"status":"(ok|ready)"\}$/);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/healthz|readyz|metrics/);
});

test('the metrics count a whole run: pages, cache hits, back-end calls, and Node itself', async ({
  request,
}) => {
  // One visitor past the forms' rate limit (each post refused for its encoding, so nothing is stored).
  const visitor = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
  let status = 0;
  for (let sent = 0; sent < 20 && status !== 429; sent++) {
    const answer = await request.post('/api/contact', {
      headers: { origin: e2eSiteUrl, 'x-forwarded-for': visitor, 'content-type': 'text/plain' },
      data: 'x',
    });
    status = answer.status();
  }
  expect(status).toBe(429);

  const answer = await request.get(metricsUrl);
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(
    total(text, 'agency_http_request_duration_seconds_count', { kind: 'page', status: '200' }),
  ).toBeGreaterThan(0);
  expect(total(text, 'agency_http_request_duration_seconds_count', { kind: 'navigation' })).toBeGreaterThan(
    0,
  );
  expect(total(text, 'agency_page_cache_lookups_total', { result: 'hit' })).toBeGreaterThan(0);
  // Cached pages went out as bytes the front kept (direct: compressed; behind nginx: as they are).
  expect(total(text, 'agency_encoded_bodies_total', { result: 'kept' })).toBeGreaterThan(0);
  expect(
    total(text, 'agency_backend_request_duration_seconds_count', { service: 'mf', outcome: 'ok' }),
  ).toBeGreaterThan(0);
  expect(
    total(text, 'agency_backend_request_duration_seconds_count', { service: 'panel', outcome: 'ok' }),
  ).toBeGreaterThan(0);
  expect(total(text, 'agency_token_sign_ins_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(2);
  expect(total(text, 'agency_form_submissions_total', { outcome: 'stored' })).toBeGreaterThan(0);
  expect(total(text, 'agency_rate_limit_refusals_total')).toBeGreaterThan(0);
  expect(total(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  // Low cardinality: no series names a slug, an id or a path.
  expect(text).not.toMatch(/\{[^}]*(slug|path|url|id)="/);
});

test('the metrics are not on the public site', async ({ request }) => {
  for (const path of ['/metrics', '/api/metrics']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
