import fc from 'fast-check';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { inbox, type StoredItem } from '../../support/e2e/inbox';
import { sendCases } from '../../support/fuzz-run';
import { formCases, headerCases, urlCases, type FuzzCase } from '../../support/fuzz-generators';

// At least a thousand generated malformed request lines, header values and form bodies against the running
// production build (and, in the second run, through nginx). Every answer must be below 500 and carry the
// security headers and at most one Location, and nothing may be stored from a refused submission.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);

type Kind = 'contact' | 'application';
const kindOf: Record<string, Kind> = {
  '/api/contact': 'contact',
  '/api/selection': 'contact',
  '/api/get-scouted': 'application',
};

/** The newest id the inbox holds of a kind (0 when empty). */
async function lastId(kind: Kind): Promise<number> {
  return Math.max(0, ...(await inbox(kind)).map((item) => item.id));
}

/**
 * The items stored after `since` that one of the cases sent: its name and e-mail both among that case's
 * fields. Other specs send forms at the same time, each with a name of its own, so a count of the whole
 * inbox would take theirs for the fuzz's.
 */
async function storedFrom(cases: FuzzCase[], kind: Kind, since: number): Promise<StoredItem[]> {
  const sent = cases.filter((item) => item.route && kindOf[item.route] === kind);
  // A stored value may have been trimmed; a field the item lacks was not sent.
  const has = (item: FuzzCase, name: string, value: unknown) =>
    value === undefined
      ? !item.fields?.some(([field]) => field === name)
      : (item.fields?.some(([field, sentValue]) => field === name && sentValue.trim() === value) ?? false);
  return (await inbox(kind)).filter(
    (stored) =>
      stored.id > since &&
      sent.some((item) => has(item, 'name', stored.fields.name) && has(item, 'email', stored.fields.email)),
  );
}

test('1,100 generated malformed URLs, headers and form bodies: no 5xx, security headers on every answer, nothing stored from a refusal', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run of the fuzz per server is enough');
  test.setTimeout(120_000);
  const host = new URL(e2eSiteUrl).host;
  let visitors = 0;
  const visitor = () => `198.18.${Math.floor(++visitors / 250) % 250}.${visitors % 250}`;
  const cases = [
    ...fc.sample(urlCases(host), { seed, numRuns: 500 }),
    ...fc.sample(headerCases(host), { seed: seed + 1, numRuns: 300 }),
    ...fc.sample(formCases(host, e2eSiteUrl, visitor), { seed: seed + 2, numRuns: 300 }),
  ];
  const since = { contact: await lastId('contact'), application: await lastId('application') };

  const { results, statuses, failures } = await sendCases(e2eSiteUrl, cases);

  const accepted = (routes: string[]) =>
    results.filter(
      ({ item, answer }) =>
        item.route && routes.includes(item.route) && answer.status >= 200 && answer.status < 300,
    ).length;
  const stored = {
    contact: await storedFrom(cases, 'contact', since.contact),
    application: await storedFrom(cases, 'application', since.application),
  };
  console.log(
    `fuzz (seed ${seed}): ${results.length} requests to ${e2eSiteUrl}; statuses ${JSON.stringify(statuses)}`,
  );

  expect(results).toHaveLength(1100);
  expect(failures.slice(0, 25), `${failures.length} bad answers`).toEqual([]);
  expect(stored.contact).toHaveLength(accepted(['/api/contact', '/api/selection']));
  expect(stored.application).toHaveLength(accepted(['/api/get-scouted']));
});
