import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

// A bare HTTP/1.1 client over a socket: it sends exactly the bytes it is given (request lines, header
// values and bodies that Node's own clients refuse to send), then reads the answer's status and headers.

/**
 * The status and headers of an answer; status 0 and `error` when none came. `headers` keeps the last value of
 * a repeated field; `fields` has every header line as sent, names lower-cased, repeats included.
 */
export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  fields: [string, string][];
  error?: string;
};

const failed = (error: string): RawAnswer => ({ status: 0, headers: {}, fields: [], error });

export async function rawRequest(url: string, bytes: Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  const target = new URL(url);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const socket: Socket =
      target.protocol === 'https:'
        ? connectTls(
            { host: target.hostname, port, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] },
            () => socket.write(bytes),
          )
        : connectTcp({ host: target.hostname, port }, () => socket.write(bytes));
    const timer = setTimeout(() => finish(failed('no answer in time')), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const head = Buffer.concat(chunks).toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = head.slice(0, end).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const fields = lines.flatMap((line): [string, string][] => {
        const colon = line.indexOf(':');
        return colon > 0 ? [[line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]] : [];
      });
      finish(
        status
          ? { status, headers: Object.fromEntries(fields), fields }
          : failed(`not HTTP: ${statusLine.slice(0, 80)}`),
      );
    });
    socket.on('error', (error) => finish(failed(error.message)));
    socket.on('close', () => finish(failed('closed without an answer')));
  });
}

/** The bytes of one request: `head` lines joined by CRLF, then the body. */
export function requestBytes(
  requestLine: string,
  headers: [string, string][],
  body: Buffer = Buffer.alloc(0),
): Buffer {
  const lines = [requestLine, ...headers.map(([name, value]) => `${name}: ${value}`)];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body]);
}

/**
 * What is wrong with one answer to a malformed request, or null: it must be below 500 and carry the security
 * headers and at most one Location.
 */
export function answerProblem(answer: RawAnswer): string | null {
  if (answer.error) return answer.error;
  if (answer.status >= 500) return `answered ${answer.status}`;
  // Location is a singleton field; a proxy that merges repeats would hand on `/a, /a`.
  if (answer.fields.filter(([name]) => name === 'location').length > 1)
    return `${answer.status} with two Locations`;
  if (answer.headers['x-content-type-options'] !== 'nosniff')
    return `${answer.status} without X-Content-Type-Options`;
  if (!answer.headers['content-security-policy']) return `${answer.status} without Content-Security-Policy`;
  if (
    !answer.headers['x-frame-options'] &&
    !answer.headers['content-security-policy'].includes('frame-ancestors')
  ) {
    return `${answer.status} without framing protection`;
  }
  return null;
}
