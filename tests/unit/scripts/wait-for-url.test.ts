import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForUrl } from '@/scripts/lib/wait-for-url.mjs';

const servers: Server[] = [];

/** A server answering `statuses` in turn (the last one from then on), or never when `hang`; it counts what it is asked. */
async function serve(statuses: number[], { hang = false } = {}) {
  let asked = 0;
  const server = createServer((_, response) => {
    asked += 1;
    if (!hang) response.writeHead(statuses[Math.min(asked, statuses.length) - 1]!).end('x');
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
  return { url, asked: () => asked };
}

/** A port nothing listens on: bound, read, released. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/health`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('waitForUrl', () => {
  it('resolves once the URL answers 2xx', async () => {
    await expect(waitForUrl((await serve([200])).url, { timeoutMs: 2000 })).resolves.toBeUndefined();
  });

  it('keeps waiting through a 503 until an answer passes', async () => {
    const server = await serve([503, 503, 200]);
    await expect(waitForUrl(server.url, { timeoutMs: 10_000, intervalMs: 50 })).resolves.toBeUndefined();
    expect(server.asked()).toBe(3);
  });

  it('times out through 503s naming the URL and the time, not before its deadline', async () => {
    const { url } = await serve([503]);
    const started = Date.now();
    await expect(waitForUrl(url, { timeoutMs: 600, intervalMs: 50 })).rejects.toThrow(
      `${url} did not answer within 0.6 s`,
    );
    // A lower bound only: a busy machine makes the wait longer, never shorter.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('accepts other statuses when told to', async () => {
    await expect(
      waitForUrl((await serve([404])).url, { timeoutMs: 1000, ok: (status) => status < 500 }),
    ).resolves.toBeUndefined();
  });

  it('times out on a URL that never answers, even when an answer hangs past the deadline', async () => {
    const server = await serve([200], { hang: true });
    // The answer never comes, so only the deadline can end the wait: no clock is read, which on a busy
    // machine would flake; a wait held by the answer would run into the test's own timeout instead.
    await expect(waitForUrl(server.url, { timeoutMs: 400 })).rejects.toThrow(/did not answer within 0.4 s/);
    expect(server.asked()).toBeGreaterThan(0);
  }, 15_000);

  it('stops at once when the serving process exits, naming its exit code, without asking the URL', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await once(child, 'exit');
    const server = await serve([503]);
    await expect(waitForUrl(server.url, { timeoutMs: 10_000, child, name: 'the backend' })).rejects.toThrow(
      /^the backend exited with code 3 before/,
    );
    expect(server.asked()).toBe(0);
  });

  it('notices a process that exits while it waits', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => process.exit(7), 200)']);
    await expect(
      waitForUrl(await closedPortUrl(), { timeoutMs: 10_000, child, intervalMs: 50 }),
    ).rejects.toThrow(/exited with code 7/);
  });
});
