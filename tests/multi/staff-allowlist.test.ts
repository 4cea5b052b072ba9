import { request } from 'node:https';
import { afterEach, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../support/nginx';

// The shipped nginx front keeping the staff area to the agency's addresses (docs/staff-uploads-nginx.md): the
// one EDIT line of deploy/nginx.conf, filled in as an operator would. No site is needed: a refusal never
// reaches it, and what is let through finds the site down (503), which tells it apart from a refusal.

const ports = { https: 5430, http: 5431, noSite: 5439 };
let nginx: RunningNginx | undefined;

afterEach(async () => {
  await nginx?.stop();
  nginx = undefined;
});

type Answer = { status: number; body: string; type: string; headers: Record<string, unknown> };

function ask(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: ports.https, method, path, rejectUnauthorized: false },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            body,
            type: String(answer.headers['content-type']),
            headers: answer.headers,
          }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(method === 'POST' ? 'x' : undefined);
  });
}

const start = (staffAddresses?: string[]) =>
  startNginx({
    httpsPort: ports.https,
    httpPort: ports.http,
    upstreams: [`127.0.0.1:${ports.noSite}`],
    staffAddresses,
  });

const staffRequests = [
  ['GET', '/staff'],
  ['GET', '/staff/'],
  ['GET', '/staff/sign-in'],
  ['GET', '/staff/inbox/application/1'],
  ['POST', '/staff/api/sign-in'],
  ['POST', '/staff/api/talents/1/pictures'],
  ['POST', '/staff/api/slides'],
] as const;

describe('the staff area kept to the agency’s addresses by nginx', () => {
  it('is refused, uploads included, with a word saying why, from any other address', async () => {
    nginx = await start(['203.0.113.0/24', '2001:db8::/32']);
    for (const [method, path] of staffRequests) {
      const answer = await ask(method, path);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toContain('staff area');
      expect(answer.type).toContain('text/plain');
      // nginx's own answer, with the headers of every answer nginx writes: never kept, never framed.
      expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
    }
    // The public site is not the staff area, even where its address begins the same.
    for (const path of ['/en', '/staffing', '/api/talents?category=models']) {
      expect((await ask('GET', path)).status, path).not.toBe(403);
    }
  }, 30_000);

  it('is let through from a listed address, and from every address when none is listed', async () => {
    for (const addresses of [['127.0.0.1'], undefined]) {
      nginx = await start(addresses);
      for (const [method, path] of staffRequests) {
        expect((await ask(method, path)).status, `${method} ${path} ${String(addresses)}`).not.toBe(403);
      }
      await nginx.stop();
      nginx = undefined;
    }
  }, 30_000);
});
