import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

// A request that names a Host of its choosing, as a browser on another address (or an attacker) sends it:
// `fetch` always names the host of its URL. Over HTTPS the same name goes in the TLS handshake (SNI), as a
// browser sends it; the certificate is not checked (the tests' are self-signed).

export type HostAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export function requestAs(
  url: string,
  host: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HostAnswer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const servername = host.replace(/:\d+$/, '');
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: { ...options.headers, host },
        rejectUnauthorized: false,
        ...(/^[\d.]+$|^\[/.test(servername) ? {} : { servername }),
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in time`)));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The `name=value` of each cookie an answer sets, for a later request's Cookie header. */
export function cookiesOf(answer: HostAnswer): string {
  return (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}
