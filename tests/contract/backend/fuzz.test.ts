import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../../support/backend';
import { formFields, headerValue, method, multipart, query, segment } from '../../support/fuzz-generators';
import { rawRequest, requestBytes, type RawAnswer } from '../../support/raw-http';
import { tokenFor } from '../../support/contract/client';
import { operatorGet } from '../../support/operator';
import {
  bodyRoutes,
  controlCharacterCases,
  controlText,
} from '../../support/contract/control-character-cases';

// Generated malformed requests against a backend of this file's own (so its inbox counts only these): no
// 5xx, the security headers on every answer, and nothing stored unless the answer said it was.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
let backend: RunningBackend;
let tokens: { panel: string; mf: string };

beforeAll(async () => {
  backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  tokens = { panel: await tokenFor('panel', backend.url), mf: await tokenFor('mf', backend.url) };
}, 120_000);
afterAll(() => backend?.stop());

const routes = [
  '/health',
  '/media/videos/about.mp4',
  '/media/../config.ts',
  '/panel/api/login',
  '/panel/api/slides/home',
  '/panel/api/social-media',
  '/panel/api/posts/news/es',
  '/panel/api/posts/news/en/x',
  '/panel/api/inbox',
  '/panel/api/inbox/files/1',
  '/panel/api/contact/es',
  '/panel/api/get-scouted/en',
  '/mf/api/signin',
  '/mf/api/talents',
  '/mf/api/talent/profile',
  '/mf/api/talents/attributes',
  '/mf/api/download/gallery',
];
const writes = ['/panel/api/contact/es', '/panel/api/get-scouted/en'];

// The site's form fields, plus the backend's own body keys (the talents search, sign-in) holding a control
// character now and then: NUL in a string that reached a query was a 500.
const fields = fc
  .tuple(
    formFields,
    fc.array(fc.tuple(fc.constantFrom(...bodyRoutes.flatMap((route) => route.keys)), controlText), {
      maxLength: 2,
    }),
  )
  .map(([site, backendKeys]) => [...site, ...backendKeys]);

function cases(host: string) {
  const auth = fc.constantFrom('panel', 'mf', 'none', 'garbage');
  const target = fc
    .tuple(fc.constantFrom(...routes), fc.array(segment, { maxLength: 2 }), query)
    .map(([route, rest, search]) => `${rest.length ? `${route}/${rest.join('/')}` : route}${search}`);
  const body = fc.tuple(fields, fc.constantFrom('json', 'multipart', 'multipart-truncated', 'none'));
  return fc
    .tuple(
      method,
      target,
      auth,
      body,
      fc.array(
        fc.tuple(fc.constantFrom('Range', 'Idempotency-Key', 'Content-Type', 'If-None-Match'), headerValue),
        { maxLength: 2 },
      ),
    )
    .map(([verb, path, who, [fields, encoding], extra]) => {
      const boundary = 'fuzzBackendBoundary';
      const payload =
        encoding === 'json'
          ? Buffer.from(JSON.stringify(Object.fromEntries(fields)))
          : encoding === 'none'
            ? Buffer.alloc(0)
            : multipart(fields, boundary, encoding === 'multipart-truncated');
      const headers: [string, string][] = [
        ['Host', host],
        ['Connection', 'close'],
        ['Content-Length', String(payload.length)],
        [
          'Content-Type',
          encoding === 'json' ? 'application/json' : `multipart/form-data; boundary=${boundary}`,
        ],
      ];
      if (who === 'panel' || who === 'mf') headers.push(['Authorization', `Bearer ${tokens[who]}`]);
      if (who === 'garbage') headers.push(['Authorization', 'Bearer x\u00ff']);
      for (const [name, value] of extra) headers.push([name, value]);
      return {
        label: `${verb} ${path}`.slice(0, 200),
        path,
        bytes: requestBytes(`${verb} ${path} HTTP/1.1`, headers, payload),
      };
    });
}

async function stored(kind: 'contact' | 'application'): Promise<number> {
  const answer = await operatorGet(backend.url, backend.dataDir, `/panel/api/inbox?kind=${kind}&per_page=1`);
  return ((await answer.json()) as { total: number }).total;
}

function problem(answer: RawAnswer): string | null {
  if (answer.error) return answer.error;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.headers['x-content-type-options'] !== 'nosniff')
    return `${answer.status} without X-Content-Type-Options`;
  if (!answer.headers['content-security-policy']) return `${answer.status} without Content-Security-Policy`;
  return null;
}

it('600 generated malformed requests: no 5xx, security headers on every answer, nothing stored from a refusal', async () => {
  const host = new URL(backend.url).host;
  const list = fc.sample(cases(host), { seed, numRuns: 600 });
  const before = { contact: await stored('contact'), application: await stored('application') };
  const results: { label: string; path: string; answer: RawAnswer }[] = [];
  for (let i = 0; i < list.length; i += 4) {
    const batch = list.slice(i, i + 4);
    results.push(
      ...(await Promise.all(
        batch.map(async (item) => ({ ...item, answer: await rawRequest(backend.url, item.bytes) })),
      )),
    );
  }
  const failures = results.flatMap(({ label, answer }) => {
    const found = problem(answer);
    return found ? [`${found}: ${label}`] : [];
  });
  const accepted = (route: string) =>
    results.filter(
      ({ path, answer }) => path.split('?')[0] === route && answer.status >= 200 && answer.status < 300,
    ).length;
  const statuses = results.reduce<Record<number, number>>(
    (count, { answer }) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
    {},
  );
  console.log(
    `backend fuzz (seed ${seed}): ${results.length} requests; statuses ${JSON.stringify(statuses)}`,
  );
  expect(failures.slice(0, 25), `${failures.length} bad answers`).toEqual([]);
  expect(await stored('contact')).toBe(before.contact + accepted(writes[0]!));
  expect(await stored('application')).toBe(before.application + accepted(writes[1]!));
}, 120_000);

it('120 generated bodies with a control character in a field of their route: each refused with 400, none stored', async () => {
  const list = fc.sample(controlCharacterCases(new URL(backend.url).host, tokens), { seed, numRuns: 120 });
  const before = { contact: await stored('contact'), application: await stored('application') };
  const failures: string[] = [];
  for (let i = 0; i < list.length; i += 4) {
    const batch = list.slice(i, i + 4);
    const answers = await Promise.all(batch.map((item) => rawRequest(backend.url, item.bytes)));
    answers.forEach((answer, index) => {
      const found = problem(answer) ?? (answer.status === 400 ? null : `answered ${answer.status}`);
      if (found) failures.push(`${found}: ${batch[index]?.label ?? ''}`);
    });
  }
  expect(failures.slice(0, 25), `${failures.length} bad answers`).toEqual([]);
  expect(await stored('contact')).toBe(before.contact);
  expect(await stored('application')).toBe(before.application);
}, 60_000);
