import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

// Answers given before the app sees a request: one Node cannot parse (raw bytes in the path, headers too
// large), a CONNECT, or one the Hono adapter cannot turn into a Request. They carry the app's security
// headers (also set on every response before the app runs) and its JSON error shape.
export const securityHeaders: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
];

function rawAnswer(status: number, extra: string[] = []): string {
  const body = JSON.stringify({ message: STATUS_CODES[status] ?? 'Bad Request' });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...securityHeaders.map(([name, value]) => `${name}: ${value}`),
    ...extra,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400));
}

/** CONNECT asks for a tunnel; this is no proxy. */
export function answerConnect(_request: unknown, socket: Duplex): void {
  socket.end(rawAnswer(405, ['Allow: GET, HEAD, POST, OPTIONS']));
}
