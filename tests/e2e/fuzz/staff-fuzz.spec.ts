import fc from 'fast-check';
import { demoAdmin } from '@/lib/contract/published-secrets';
import { staffPaths } from '@/lib/staff/paths';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { formFields, headerValue, multipart } from '../../support/fuzz-generators';
import { sendCases } from '../../support/fuzz-run';
import { requestBytes } from '../../support/raw-http';

// Generated malformed bodies, headers and ids against every route handler of the staff area (its Server
// Actions, the editors' saves too, are Next's own door, checked by tests/e2e/staff/staff-dead-ends.spec.ts), signed in, with a
// session that is over, and without one: no 5xx, the security headers on every answer. The ids name nothing,
// so nothing that exists is changed.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_127);
const none = 2_000_000_000;

const routes = [
  staffPaths.api.signIn,
  staffPaths.api.pictures(none),
  staffPaths.api.slides,
  staffPaths.api.postPicture(none),
  staffPaths.api.postSlides(none),
  '/staff/api/talents/abc/pictures',
  `/staff/api/talents/${'9'.repeat(30)}/pictures`,
];

function staffCases(host: string, cookies: string[]) {
  const boundary = 'staffFuzzBoundary3xQ';
  return fc
    .tuple(
      fc.constantFrom(...routes),
      formFields,
      fc.constantFrom('json', 'json-array', 'multipart', 'multipart-truncated', 'urlencoded', 'none'),
      fc.constantFrom(...cookies),
      fc.constantFrom('good', 'good', 'missing', 'evil'),
      headerValue,
    )
    .map(([route, fields, encoding, cookie, origin, noise]) => {
      const body =
        encoding === 'json'
          ? Buffer.from(JSON.stringify(Object.fromEntries(fields)))
          : encoding === 'json-array'
            ? Buffer.from(
                JSON.stringify({ gallery: fields[0]?.[1] ?? 'book', order: fields.map((f) => f[1]) }),
              )
            : encoding.startsWith('multipart')
              ? multipart(fields, boundary, encoding === 'multipart-truncated')
              : encoding === 'urlencoded'
                ? Buffer.from(new URLSearchParams(fields).toString())
                : Buffer.alloc(0);
      const type = encoding.startsWith('json')
        ? 'application/json'
        : encoding.startsWith('multipart')
          ? `multipart/form-data; boundary=${boundary}`
          : encoding === 'urlencoded'
            ? 'application/x-www-form-urlencoded'
            : 'application/octet-stream';
      const headers: [string, string][] = [
        ['Host', host],
        ['Content-Type', type],
        ['Content-Length', String(body.length)],
        ['X-Staff-Noise', noise.replace(/[\r\n]/g, '')],
        ['Connection', 'close'],
      ];
      if (cookie) headers.push(['Cookie', cookie]);
      if (origin === 'good') headers.push(['Origin', new URL(e2eSiteUrl).origin]);
      if (origin === 'evil') headers.push(['Origin', 'https://evil.example']);
      return {
        label: `POST ${route} ${encoding} ${cookie ? 'cookie' : 'no cookie'} ${origin} ${JSON.stringify(fields).slice(0, 120)}`,
        bytes: requestBytes(`POST ${route} HTTP/1.1`, headers, body),
      };
    });
}

test('300 generated malformed requests to the staff routes: no 5xx, security headers on every answer', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run of the fuzz per server is enough');
  test.setTimeout(120_000);
  const signIn = await request.post(staffPaths.api.signIn, {
    headers: { origin: new URL(e2eSiteUrl).origin },
    form: { ...demoAdmin },
    maxRedirects: 0,
  });
  const live = signIn.headers()['set-cookie']?.match(/staff_session=[^;]+/)?.[0];
  expect(live).toBeDefined();
  const cookies = [
    '',
    live!,
    'staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'staff_session=%zz',
  ];
  const cases = fc.sample(staffCases(new URL(e2eSiteUrl).host, cookies), { seed, numRuns: 300 });
  const { statuses, failures } = await sendCases(e2eSiteUrl, cases);
  console.log(`staff fuzz (seed ${seed}): ${cases.length} requests; statuses ${JSON.stringify(statuses)}`);
  expect(failures.slice(0, 25), `${failures.length} bad answers`).toEqual([]);
  // The cases reach past the door: the session's routes answer, not only the proxy's 401.
  expect(Object.keys(statuses).length).toBeGreaterThan(4);
});
