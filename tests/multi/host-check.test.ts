import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { staffPaths } from '@/lib/staff/paths';
import { startBackend, type RunningBackend } from '../support/backend';
import { freePort } from '../support/child-process';
import { cookiesOf, requestAs, type HostAnswer } from '../support/host-request';
import { startNginx, type RunningNginx } from '../support/nginx';
import { startSite, type RunningSite } from '../support/site';

// The site and the backend answer only their own names (docs/deploy.md, "Host names"), directly and behind
// the shipped nginx: a page on another domain that resolves to this machine (DNS rebinding) gets nothing,
// neither a page nor the demo admin's session; a listed alias is the site.

const attacker = 'rebind.attacker.example';
const alias = 'www.agency.test';
let backend: RunningBackend;
let site: RunningSite;
let nginx: RunningNginx;

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  site = await startSite({
    port: await freePort(),
    backendPort: backend.port,
    env: { ALLOWED_HOSTS: alias, TRUSTED_PROXIES: '127.0.0.1' },
  });
  nginx = await startNginx({
    httpsPort: await freePort(),
    httpPort: await freePort(),
    upstreams: [new URL(site.url).host],
    serverNames: ['127.0.0.1', alias],
  });
}, 240_000);

afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  await backend?.stop();
});

const portOf = (url: string) => new URL(url).port;

/** The staff sign-in as the rebinding page posts it: its own name in Host and Origin. */
function signInAs(url: string, host: string, origin: string): Promise<HostAnswer> {
  return requestAs(`${url}/staff/api/sign-in`, host, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: demoAdmin.email, password: demoAdmin.password }).toString(),
  });
}

function expectRefused(answer: HostAnswer, where: string) {
  expect(answer.status, where).toBe(421);
  expect(answer.headers['set-cookie'], where).toBeUndefined();
  expect(answer.headers['content-security-policy'], where).toBeTruthy();
  expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
}

describe('a Host that is not the site’s', () => {
  it('is refused by the site, a page and the rebinding sign-in alike, with no cookie', async () => {
    const host = `${attacker}:${portOf(site.url)}`;
    expectRefused(await requestAs(`${site.url}/`, host), 'the home');
    expectRefused(await requestAs(`${site.url}/api/talents?category=models`, host), 'a route');
    expectRefused(await signInAs(site.url, host, `http://${host}`), 'the sign-in');
    // The site's own name with the attacker's Origin is no better: the Origin is not the site's.
    const crossSite = await signInAs(site.url, new URL(site.url).host, `http://${host}`);
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    // A forwarded host from a peer that is no trusted proxy is dropped; from nginx's address it is checked.
    expectRefused(
      await requestAs(`${site.url}/`, new URL(site.url).host, { headers: { 'x-forwarded-host': attacker } }),
      'a forwarded host from a trusted proxy',
    );
    // The probes answer whoever asks (a load balancer names an address of its own).
    expect((await requestAs(`${site.url}/healthz`, host)).status).toBe(200);
  }, 60_000);

  it('is refused by the backend, its probes excepted', async () => {
    const host = `${attacker}:${backend.port}`;
    const answer = await requestAs(`${backend.url}/mf/api/talents`, host);
    expectRefused(answer, 'the backend');
    expect(JSON.parse(answer.body)).toEqual({ message: 'This service does not answer for that host.' });
    expect((await requestAs(`${backend.url}/healthz`, host)).status).toBe(200);
    expect((await requestAs(`${backend.url}/media/none.jpg`, `localhost:${backend.port}`)).status).toBe(404);
  }, 30_000);

  it('is refused by nginx before any location, and by name in the handshake', async () => {
    const answer = await requestAs(`${nginx.url}/`, attacker);
    expectRefused(answer, 'nginx');
    expect(answer.body).toContain('does not answer for that host');
    expectRefused(await signInAs(nginx.url, attacker, `https://${attacker}`), 'nginx, the sign-in');
  }, 30_000);
});

describe('an alias in ALLOWED_HOSTS', () => {
  it('is the site: its pages, and a sign-in from its origin', async () => {
    const host = `${alias}:${portOf(site.url)}`;
    expect((await requestAs(`${site.url}/`, host)).status).toBe(200);
    const signedIn = await signInAs(site.url, host, `http://${host}`);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe(staffPaths.inbox);
    expect(cookiesOf(signedIn)).toMatch(/^staff_session=/);
  }, 60_000);

  it('is the site behind nginx too', async () => {
    expect((await requestAs(`${nginx.url}/`, alias)).status).toBe(200);
    expect((await requestAs(`${nginx.url}/`, '127.0.0.1')).status).toBe(200);
  }, 60_000);
});
