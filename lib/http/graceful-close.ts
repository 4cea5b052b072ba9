import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

// A stop that cuts no request, for the site's front and the embedded backend: the listener closes first, then
// each request on an open connection is answered with `Connection: close` (why in this order, and why not
// http.Server's own close(): docs/operations.md, "Stopping"). net's close() stops the listener only;
// connections without a request are ended here once they have stayed so for a while.

/** How long a connection may stay without a request once the listener is closed. */
const IDLE_GRACE_MS = 500;

export type GracefulClose = {
  /** Closes the listener; resolves once every connection has ended. */
  close(): Promise<void>;
};

/** Watches `server`'s connections from now on, so that it can be closed without cutting one. */
export function gracefulClose(server: Server): GracefulClose {
  // Per connection, the answers in progress on it and since when it has had none.
  const connections = new Map<Socket, { answers: Set<ServerResponse>; idleSince: number }>();
  let closing = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { answers: new Set(), idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First among the request listeners, so the header is set before any answer is written.
  server.prependListener('request', (request, response) => {
    const state = connections.get(request.socket);
    if (closing) closeAfter(response);
    if (!state) return;
    state.answers.add(response);
    response.once('close', () => {
      state.answers.delete(response);
      state.idleSince = performance.now();
    });
  });

  return {
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        const endIdle = () => {
          const now = performance.now();
          for (const [socket, state] of connections) {
            for (const response of state.answers) closeAfter(response);
            if (state.answers.size === 0 && now - state.idleSince >= IDLE_GRACE_MS) socket.end();
          }
        };
        endIdle();
        const timer = setInterval(endIdle, 50);
        NetServer.prototype.close.call(server, () => {
          clearInterval(timer);
          resolve();
        });
      }),
  };
}
