import { request, type IncomingHttpHeaders } from 'node:http';

// One request with Node's own client, the answer's body as the bytes that came (never decoded), for checks
// of what a server puts on the wire: its encoding, its length.

export type WireAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export function requestWire(
  url: string | URL,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
