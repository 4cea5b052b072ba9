import fc from 'fast-check';
import { staffPaths } from '@/lib/staff/paths';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { signInAsStaff } from '../../support/e2e/staff';
import { formFields, headerValue, multipart } from '../../support/fuzz-generators';
import { sendCases } from '../../support/fuzz-run';
import { answerProblem, requestBytes } from '../../support/raw-http';

// Generated requests that name a Server Action (the `Next-Action` header), with a live session and
// without one: the staff's own action ids, unknown and malformed ones, to staff pages and to public ones,
// from other sites, from no Origin, and from the site's own Origin with an id that names no action. Next
// answers an action it will not run with a 500; the site must answer each with a 4xx
// (server/action-guard.ts). Only an id that names an action, sent from the site's own Origin, reaches the
// action: with a crafted body that is Next's own decoding (docs/staff.md, "Server Actions at the door").
const seed = Number(process.env.FUZZ_SEED ?? 20_261_207);

const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 42, maxLength: 42 });

const pages = [staffPaths.inbox, staffPaths.trash, '/staff/talents/2000000000', '/staff/nothing', '/', '/en'];

test('300 generated Server Action requests from elsewhere or naming no action: all answered with a 4xx', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run of the fuzz per server is enough');
  test.setTimeout(120_000);
  await signInAsStaff(page);
  const html = await (await page.request.get(staffPaths.trash)).text();
  const ownIds = [...new Set([...html.matchAll(/\$ACTION_ID_([0-9a-f]{40,42})/g)].map((match) => match[1]!))];
  expect(ownIds.length).toBeGreaterThan(0);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'staff_session');
  expect(session).toBeDefined();
  const site = new URL(e2eSiteUrl);
  const elsewhere = ['https://evil.example', 'null', `${site.protocol}//${site.hostname}:1`, 'http://[::1'];
  const boundary = 'actionFuzzBoundary9';

  const cases = fc.sample(
    fc
      .tuple(
        fc.constantFrom(...pages),
        fc.oneof(fc.constantFrom(...ownIds), hexId, headerValue),
        fc.oneof(fc.constantFrom(...elsewhere, undefined), fc.constant(site.origin)),
        formFields,
        fc.boolean(),
        fc.boolean(),
      )
      // The site's own Origin with one of its own ids is the staff's own request: left to the action.
      .filter(([, id, origin]) => origin !== site.origin || !ownIds.includes(id))
      .map(([path, id, origin, fields, truncated, signedIn]) => {
        const body = multipart(fields, boundary, truncated);
        const headers: [string, string][] = [
          ['Host', site.host],
          ['Next-Action', id.replace(/[\r\n]/g, '')],
          ['Content-Type', `multipart/form-data; boundary=${boundary}`],
          ['Content-Length', String(body.length)],
          ['Connection', 'close'],
        ];
        if (origin !== undefined) headers.push(['Origin', origin]);
        if (signedIn) headers.push(['Cookie', `staff_session=${session!.value}`]);
        return {
          label: `POST ${path} action ${id.slice(0, 44)} from ${origin ?? 'no origin'}`,
          bytes: requestBytes(`POST ${path} HTTP/1.1`, headers, body),
        };
      }),
    { seed, numRuns: 300 },
  );

  const { statuses, failures } = await sendCases(
    e2eSiteUrl,
    cases,
    (answer) => answerProblem(answer) ?? (answer.status < 400 ? `answered ${answer.status}` : null),
  );
  console.log(`action fuzz (seed ${seed}): ${cases.length} requests; statuses ${JSON.stringify(statuses)}`);
  expect(failures.slice(0, 25), `${failures.length} bad answers`).toEqual([]);
  // Refused at the door (400 outside the staff area, 403 from elsewhere) and by Next (an id it has not).
  expect(statuses[403]).toBeGreaterThan(0);
  expect(statuses[400]).toBeGreaterThan(0);
});
