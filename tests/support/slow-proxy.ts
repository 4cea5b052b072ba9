import { createServer, request as forward } from 'node:http';

// A stand-in for a slow network or an overloaded back end: forwards every request to `target` and holds
// each answer back for `delayMs` (changeable while it runs) after the back end has answered it, so the back
// end has done its work (a submission is stored) when the site stops waiting.

export type SlowProxy = { url: string; delayMs: number; stop(): Promise<void> };

export async function startSlowProxy(target: string, port: number): Promise<SlowProxy> {
  const targetUrl = new URL(target);
  const proxy: SlowProxy = { url: `http://127.0.0.1:${port}`, delayMs: 0, stop: async () => {} };
  const server = createServer((incoming, outgoing) => {
    const upstream = forward(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: targetUrl.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          setTimeout(() => {
            if (outgoing.destroyed) return;
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(Buffer.concat(chunks));
          }, proxy.delayMs);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
