import { once } from 'node:events';
import type { Server } from 'node:http';
import pino from 'pino';
import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { serveMetrics } from '@/lib/http/metrics-server';
import { freePort } from '@/tests/support/child-process';

// The private metrics server the site and the embedded backend share: the registry it is given, at
// /metrics only, never cached; port 0 serves nothing.
const silent = pino({ level: 'silent' });
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

describe('serveMetrics', () => {
  it("serves the given registry's metrics at /metrics, and nothing else", async () => {
    const registry = new Registry();
    new Counter({ name: 'agency_test_total', help: 'A test counter.', registers: [registry] }).inc(3);
    const port = await freePort();
    server = serveMetrics(port, '127.0.0.1', registry, silent);
    await once(server!, 'listening');
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('agency_test_total 3');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('serves nothing on port 0', () => {
    expect(serveMetrics(0, '127.0.0.1', new Registry(), silent)).toBeUndefined();
  });
});
