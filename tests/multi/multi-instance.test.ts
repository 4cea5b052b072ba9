import staffEs from '@/messages/staff/es.json';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../support/backend';
import { applicationFields, applicationPhoto } from '../support/application-fields';
import { formOf } from '../support/form-of';
import { startLoadBalancer, type RunningLoadBalancer } from '../support/load-balancer';
import { startPostgres, type RunningPostgres } from '../support/postgres';
import { startRedis, type RunningRedis } from '../support/redis';
import { startSite, type RunningSite } from '../support/site';
import { operatorGet, operatorHeaders } from '../support/operator';
import { draftTalentIn } from '../support/staff-draft';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';
import { pagePath } from '@/tests/support/paths';
import { demoAdmin } from '@/lib/contract/published-secrets';

// The site as it runs on several machines: one PostgreSQL and one Redis, two backends on that database, two
// site instances (the production build, dist/front.mjs) each on its own backend and its own page-cache
// folder, sharing Redis, behind nginx as a load balancer. Every part is the real program, on 127.0.0.1.

const root = path.resolve(import.meta.dirname, '../..');
const ports = { balancer: 5400, siteA: 5401, siteB: 5402, backendA: 5403, backendB: 5404 };
const balancerUrl = `http://127.0.0.1:${ports.balancer}`;
const siteA = `http://127.0.0.1:${ports.siteA}`;
const siteB = `http://127.0.0.1:${ports.siteB}`;
const upstreamA = `127.0.0.1:${ports.siteA}`;
const upstreamB = `127.0.0.1:${ports.siteB}`;

/** The load run: this many GET requests, this many at a time; one instance is stopped after the first third. */
const LOAD_REQUESTS = 1500;
const LOAD_CONCURRENCY = 12;
/** How long instance B serves on, not ready, once told to stop. */
const DRAIN_MS = 1500;

let database: RunningPostgres;
let databaseUrl: string;
let redis: RunningRedis;
let backends: RunningBackend[] = [];
let sites: RunningSite[] = [];
let balancer: RunningLoadBalancer | undefined;

async function sql<T extends object>(text: string, params: (string | number)[] = []): Promise<T[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await client.unsafe<T[]>(text, params);
  } finally {
    await client.end({ timeout: 5 });
  }
}

type InboxItem = { id: number; name?: string; files?: { url: string; bytes: number }[] };

async function inbox(backend: RunningBackend, kind: 'contact' | 'application'): Promise<InboxItem[]> {
  const answer = await operatorGet(
    backend.url,
    backend.dataDir,
    `/panel/api/inbox?kind=${kind}&per_page=100`,
  );
  return ((await answer.json()) as { data: InboxItem[] }).data;
}

/** A browser-like form POST to one site instance, as sent from the public site (the balancer's origin). */
function postForm(site: string, route: string, form: FormData | string, visitor?: string): Promise<Response> {
  const headers = new Headers({ origin: balancerUrl, 'idempotency-key': crypto.randomUUID() });
  if (visitor) headers.set('x-forwarded-for', visitor);
  if (typeof form === 'string') headers.set('content-type', 'text/plain');
  else {
    form.set('website', '');
    form.set('fill_ms', '6000');
  }
  return fetch(`${site}${route}`, { method: 'POST', headers, body: form });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long after `start` each instance first answers `path` with a page holding `text` (Infinity past 5 s):
 * what a change made through one instance takes to be seen on both.
 */
async function seenOnBoth(path: string, text: string, start: number): Promise<[number, number]> {
  const seenAfter = async (site: string): Promise<number> => {
    while (Date.now() - start < 5_000) {
      const page = await fetch(`${site}${path}`);
      if (page.status === 200 && (await page.text()).includes(text)) return Date.now() - start;
      await sleep(50);
    }
    return Infinity;
  };
  return Promise.all([seenAfter(siteA), seenAfter(siteB)]);
}

beforeAll(async () => {
  [database, redis] = await Promise.all([startPostgres(), startRedis()]);
  databaseUrl = await database.createDatabase();
  const bundle = path.join(root, 'dist/backend.mjs');
  const backendEnv = { SITE_URL: balancerUrl, SEED_TALENTS: '30' };
  // Started together on the empty database: the backend seeds it once whichever comes first.
  backends = await Promise.all(
    [ports.backendA, ports.backendB].map((port) =>
      startBackend({ port, bundle, databaseUrl, env: backendEnv }),
    ),
  );
  const siteEnv = { REDIS_URL: redis.url, SITE_URL: balancerUrl, TRUSTED_PROXIES: '127.0.0.1' };
  sites = await Promise.all([
    startSite({ port: ports.siteA, backendPort: ports.backendA, env: siteEnv }),
    // B is stopped during the load run, as a platform stops an instance: SIGTERM, then a drain.
    startSite({
      port: ports.siteB,
      backendPort: ports.backendB,
      env: { ...siteEnv, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
    }),
  ]);
  // Ready: each holds its tokens and reaches its backend.
  await Promise.all(
    [siteA, siteB].map((site) => waitForUrl(`${site}/readyz`, { timeoutMs: 60_000, name: site })),
  );
  balancer = await startLoadBalancer(ports.balancer, [upstreamA, upstreamB]);
}, 240_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(sites.map((site) => site.stop()));
  await Promise.all(backends.map((backend) => backend.stop()));
  await redis?.stop();
  await database?.stop();
}, 60_000);

describe('two site instances behind a load balancer', () => {
  it('spreads pages over both instances', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${balancerUrl}/en`);
      expect(answer.status).toBe(200);
      served.add(answer.headers.get('x-upstream') ?? '');
    }
    expect(served).toEqual(new Set([upstreamA, upstreamB]));
  });

  it('puts a contact message and an application sent through instance A in the inbox read through B', async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const contact = await postForm(
      siteA,
      '/api/contact',
      formOf({
        name: `Ana ${marker}`,
        email: 'ana@example.com',
        phone: '+52 55 1234 5678',
        message: `Dos máquinas ${marker}`,
      }),
    );
    expect(contact.status).toBe(201);

    const cities = (await (await fetch(`${siteA}/api/attributes?locale=es&country=1`)).json()) as {
      data: { cities: { id: number }[] };
    };
    const photo = await applicationPhoto('#a35');
    const application = formOf({
      name: `Lucía ${marker}`,
      ...applicationFields(cities.data.cities[0]?.id),
      email: 'lucia@example.com',
      phone: '+52 55 1234 5678',
      instagram: '@lucia',
    });
    for (let n = 1; n <= 4; n++)
      application.set(
        `image_${n}`,
        new File([new Uint8Array(photo)], `photo-${n}.png`, { type: 'image/png' }),
      );
    const applied = await postForm(siteA, '/api/get-scouted', application);
    expect(applied.status).toBe(201);

    const backendB = backends[1]!.url;
    const messages = await inbox(backends[1]!, 'contact');
    expect(messages.filter((item) => item.name === `Ana ${marker}`)).toHaveLength(1);
    const applications = (await inbox(backends[1]!, 'application')).filter(
      (item) => item.name === `Lucía ${marker}`,
    );
    expect(applications).toHaveLength(1);
    // The photos, uploaded through backend A, are read through backend B.
    const files = applications[0]!.files ?? [];
    expect(files).toHaveLength(4);
    const first = await fetch(files[0]!.url.replace(/^http:\/\/[^/]+/, backendB), {
      headers: await operatorHeaders(backends[1]!.dataDir),
    });
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('shows a revalidated post with its new title on both instances within 2 s', async () => {
    const [post] = await sql<{ id: number; slug: string; title: string }>(
      `select id, slug, title from posts where language = 'en' order by id limit 1`,
    );
    expect(post).toBeDefined();
    const pagePath = `/en/news/${post!.slug}`;
    // Both instances hold the page (from Redis once either rendered it).
    for (const site of [siteA, siteB]) {
      const page = await fetch(`${site}${pagePath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(post!.title);
    }
    const title = `Retitled ${crypto.randomUUID().slice(0, 8)}`;
    await sql(`update posts set title = $1 where id = $2`, [title, post!.id]);
    const revalidated = await fetch(`${balancerUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'demo-revalidate-secret' },
      body: JSON.stringify({ tags: ['posts'] }),
    });
    expect(revalidated.status).toBe(200);
    const [onA, onB] = await seenOnBoth(pagePath, title, Date.now());
    console.log(`[multi] new title seen after ${onA} ms on instance A, ${onB} ms on instance B`);
    expect(onA).toBeLessThanOrEqual(2_000);
    expect(onB).toBeLessThanOrEqual(2_000);
  });

  /**
   * A staff page's form posted as a browser without a script posts it: the page's HTML read, the form whose
   * hidden fields (or button) name `marker` taken with every hidden field (the Server Action's own), sent to
   * the page. Answers the action's redirect, unfollowed.
   */
  async function postPageForm(
    site: string,
    page: string,
    marker: string,
    cookie: string,
    extra: Record<string, string> = {},
  ) {
    const html = await (await fetch(`${site}${page}`, { headers: { cookie } })).text();
    const unescape = (value: string) =>
      value
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].find((found) =>
      found[1]!.includes(marker),
    );
    if (!form) throw new Error(`no form naming ${marker} on ${page}`);
    const body = new FormData();
    for (const [input] of form[1]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      if (name) body.append(unescape(name), unescape(/value="([^"]*)"/.exec(input)?.[1] ?? ''));
    }
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    // The balancer's host, as it forwards it: Next checks a Server Action's Origin against it.
    return fetch(`${site}${page}`, {
      method: 'POST',
      headers: { cookie, origin: balancerUrl, 'x-forwarded-host': new URL(balancerUrl).host },
      body,
      redirect: 'manual',
    });
  }

  it('keeps a staff session on both instances, and shows a talent published through one on both within 2 s', async () => {
    /** A staff form as the browser posts it, from a page of the site. */
    const staffPost = (site: string, route: string, fields: Record<string, string>, cookie?: string) =>
      fetch(`${site}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: balancerUrl,
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const signIn = await staffPost(siteA, '/staff/api/sign-in', { ...demoAdmin });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('staff_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error('the sign-in set no session cookie');
    // Signed in through A, known to B: the sessions are rows of the shared database.
    expect((await fetch(`${siteB}/staff`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);

    const name = `Aaaa Multi ${crypto.randomUUID().slice(0, 6)}`;
    // Made in backend B with the session (the editor's save is a Server Action, which needs its script).
    const id = await draftTalentIn(backends[1]!.url, cookie.slice('staff_session='.length), name);
    // A new talent is a draft: published through the other instance (its editor's Publish, posted as a
    // browser without a script posts it), it is on both within 2 s: instance A expires the tag itself.
    expect((await postPageForm(siteA, `/staff/talents/${id}`, 'published', cookie)).status).toBe(303);
    const [onA, onB] = await seenOnBoth(`/models/${id}/x`, name, Date.now());
    console.log(`[multi] new talent seen after ${onA} ms on instance A, ${onB} ms on instance B`);
    expect(onA).toBeLessThanOrEqual(2_000);
    expect(onB).toBeLessThanOrEqual(2_000);

    expect(
      (await postPageForm(siteA, `/staff/talents/${id}`, 'name="confirm"', cookie, { confirm: 'yes' }))
        .status,
    ).toBe(303);
    // Signed out through B (the staff bar's form, in the area's default language): signed out on A too.
    expect((await postPageForm(siteB, '/staff', staffEs.Staff.nav.signOut, cookie)).status).toBe(303);
    expect((await fetch(`${siteA}/staff`, { headers: { cookie }, redirect: 'manual' })).status).toBe(307);
  });

  it('counts the forms rate limit across both instances', async () => {
    // Each request passes the rate limit, then is refused for its encoding (415), so none is stored.
    const visitor = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await postForm(i % 2 ? siteB : siteA, '/api/contact', 'x', visitor);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(10).fill(415));
    for (const site of [siteA, siteB]) {
      const refused = await postForm(site, '/api/contact', 'x', visitor);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    }
    // Another visitor is not affected.
    expect((await postForm(siteA, '/api/contact', 'x', '203.0.113.78')).status).toBe(415);
  });

  it('loses no request of a load run while one instance is stopped', async () => {
    const pages = ['/en', '/en/news', '/robots.txt', pagePath('/contact', 'en'), '/'];
    const outcomes: { status: number; upstream: string; at: number }[] = [];
    const failures: string[] = [];
    let next = 0;
    let stoppedAt = 0;
    const start = Date.now();
    let stopping: Promise<void> | undefined;
    // What B answers itself from the moment it is told to stop: its readiness, and a page.
    let whileDraining: Promise<{ readyz: number; page: number }> | undefined;
    const drainingAnswers = async () => {
      let readyz = 0;
      const deadline = Date.now() + DRAIN_MS;
      while (readyz !== 503 && Date.now() < deadline) readyz = (await fetch(`${siteB}/readyz`)).status;
      const page = (await fetch(`${siteB}/en`)).status;
      return { readyz, page };
    };

    async function worker() {
      while (next < LOAD_REQUESTS) {
        const index = next++;
        if (index === Math.floor(LOAD_REQUESTS / 3) && !stopping) {
          stoppedAt = Date.now() - start;
          stopping = sites[1]!.stop();
          whileDraining = drainingAnswers();
        }
        try {
          const answer = await fetch(`${balancerUrl}${pages[index % pages.length]}`, {
            signal: AbortSignal.timeout(30_000),
          });
          await answer.arrayBuffer();
          outcomes.push({
            status: answer.status,
            upstream: answer.headers.get('x-upstream') ?? '',
            at: Date.now() - start,
          });
        } catch (error) {
          failures.push(String(error));
        }
      }
    }
    await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
    await stopping;
    // Not ready at once, while still serving: a load balancer that asks /readyz stops sending visitors.
    expect(await whileDraining).toEqual({ readyz: 503, page: 200 });
    const seconds = (Date.now() - start) / 1000;
    const lost = outcomes.filter((outcome) => outcome.status !== 200).length + failures.length;
    const retried = outcomes.filter((outcome) => outcome.upstream.includes(',')).length;
    const byB = outcomes.filter((outcome) => outcome.upstream === upstreamB);
    const lastOnB = Math.max(0, ...byB.map((outcome) => outcome.at));
    console.log(
      `[multi] load run: ${outcomes.length + failures.length} requests in ${seconds.toFixed(1)} s, ` +
        `${LOAD_CONCURRENCY} at a time; instance B stopped at ${stoppedAt} ms, last served by B at ` +
        `${lastOnB} ms (${byB.length} by B alone); ${retried} retried by nginx on the other instance; ` +
        `${lost} lost`,
    );
    expect(outcomes.length + failures.length).toBe(LOAD_REQUESTS);
    expect(byB.length).toBeGreaterThan(0);
    expect(outcomes.some((outcome) => outcome.at > lastOnB && outcome.upstream === upstreamA)).toBe(true);
    expect(failures).toEqual([]);
    expect(lost).toBe(0);
  });
});
