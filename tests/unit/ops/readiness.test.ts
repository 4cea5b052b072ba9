import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerReadinessCheck } from '@/lib/ops/readiness-checks';
import { createReadiness } from '@/server/health';

let server: Server;
let up: string;
beforeAll(async () => {
  // Any answer proves the service's host is there, a 404 included.
  server = createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  up = `http://127.0.0.1:${(server.address() as AddressInfo).port}/panel`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// A port nothing listens on: the connection is refused at once.
const down = 'http://127.0.0.1:9/mf';

describe('the site’s readiness', () => {
  it('is ready only when every registered condition holds and the services answer', async () => {
    const readiness = createReadiness({ panel: up });
    let held = false;
    registerReadinessCheck('test-token', () => held);
    expect(await readiness.check()).toEqual({ ready: false, reasons: ['test-token'] });
    held = true;
    expect(await readiness.check()).toEqual({ ready: true, reasons: [] });
  });

  it('names a service whose host does not answer', async () => {
    const readiness = createReadiness({ panel: up, mf: down });
    expect(await readiness.check()).toEqual({ ready: false, reasons: ['mf-unreachable'] });
  });

  it('is not ready from the moment it starts stopping', async () => {
    const readiness = createReadiness({ panel: up });
    readiness.markStopping();
    expect(readiness.stopping).toBe(true);
    expect(await readiness.check()).toEqual({ ready: false, reasons: ['stopping'] });
  });
});
