import fc from 'fast-check';
import { answerProblem, rawRequest, type RawAnswer } from '../../support/raw-http';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { inboxTotal } from '../../support/e2e/inbox';
import { formCases, headerCases, urlCases, type FuzzCase } from '../../support/fuzz-generators';

// At least a thousand generated malformed request lines, header values and form bodies against the running
// production build (and, in the second run, through nginx). Every answer must be below 500 and carry the
// security headers and at most one Location, and nothing may be stored from a refused submission.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
const CONCURRENCY = 4;

async function runAll(cases: FuzzCase[]): Promise<{ item: FuzzCase; answer: RawAnswer }[]> {
  const results: { item: FuzzCase; answer: RawAnswer }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]!;
      results.push({ item, answer: await rawRequest(e2eSiteUrl, item.bytes) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
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
  const before = { contact: await inboxTotal('contact'), application: await inboxTotal('application') };

  const results = await runAll(cases);

  const failures = results.flatMap(({ item, answer }) => {
    const found = answerProblem(answer);
    return found ? [`${found}: ${item.label}`] : [];
  });
  const accepted = (routes: string[]) =>
    results.filter(
      ({ item, answer }) =>
        item.route && routes.includes(item.route) && answer.status >= 200 && answer.status < 300,
    ).length;
  const after = { contact: await inboxTotal('contact'), application: await inboxTotal('application') };
  const statuses = results.reduce<Record<number, number>>(
    (count, { answer }) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
    {},
  );
  console.log(
    `fuzz (seed ${seed}): ${results.length} requests to ${e2eSiteUrl}; statuses ${JSON.stringify(statuses)}`,
  );

  expect(results).toHaveLength(1100);
  expect(failures.slice(0, 25), `${failures.length} bad answers`).toEqual([]);
  expect(after.contact - before.contact).toBe(accepted(['/api/contact', '/api/selection']));
  expect(after.application - before.application).toBe(accepted(['/api/get-scouted']));
});
