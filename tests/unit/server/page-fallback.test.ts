// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardPageResponse, type Fallback } from '@/server/page-fallback';

type Next = (request: IncomingMessage, response: ServerResponse) => void;

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const unavailable: Fallback = (_request, response, send) => {
  response.statusCode = 503;
  send('unavailable');
};
// Answers after a wait, as the not-found document does.
const notFound: Fallback = (_request, response, send) => {
  setTimeout(() => {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html');
    send('<html lang="en">the whole 404 page</html>');
  }, 20);
};

/** A server whose "Next" is `next`, behind the guard; answers one GET. */
async function answer(next: Next, deadlineMs = 1000) {
  const server = createServer((request, response) => {
    response.setHeader('x-content-type-options', 'nosniff');
    guardPageResponse(request, response, deadlineMs, { unavailable, notFound });
    next(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/x`);
  return {
    status: response.status,
    body: await response.text(),
    nosniff: response.headers.get('x-content-type-options'),
  };
}

describe('guardPageResponse', () => {
  it('passes a normal answer through', async () => {
    expect(await answer((_, res) => res.end('page'))).toMatchObject({ status: 200, body: 'page' });
  });

  it('answers a 500 with the unavailable page, dropping what Next writes after it', async () => {
    const result = await answer((_, res) => {
      res.writeHead(500);
      res.write('half of ');
      res.end('an error page');
    });
    expect(result).toEqual({ status: 503, body: 'unavailable', nosniff: 'nosniff' });
  });

  it('answers a 404 with the not-found document, also when Next writes the body without writeHead', async () => {
    for (const next of [
      ((_, res) => {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<html id="__next_error__"></html>');
      }) satisfies Next,
      ((_, res) => {
        res.statusCode = 404;
        res.write('<html id="__next_error__">');
        setTimeout(() => res.end('</html>'), 5);
      }) satisfies Next,
    ]) {
      expect(await answer(next)).toEqual({
        status: 404,
        body: '<html lang="en">the whole 404 page</html>',
        nosniff: 'nosniff',
      });
    }
  });

  it('answers the unavailable page when Next has not started answering by the deadline', async () => {
    const result = await answer((_, res) => setTimeout(() => res.end('too late'), 300), 50);
    expect(result).toMatchObject({ status: 503, body: 'unavailable' });
  });
});
