import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamedUpload } from '@/tests/support/streamed-upload';

// A server that answers a body's head at once and closes with the body unread resets the connection while
// the client still writes: the upload tests' helper must read the answer anyway, as a browser does.

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(401, { Connection: 'close' });
    response.end('Sign in first.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('streamedUpload', () => {
  it('reads an answer that came before a write met the reset', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        streamedUpload(url, '/upload', { declared: 80 * 1024 * 1024, timeoutMs: 10_000 }),
      ),
    );
    expect(answers.map((answer) => answer.error ?? answer.status)).toEqual(Array(20).fill(401));
    expect(answers.every((answer) => answer.closedEarly)).toBe(true);
  });
});
