// The filters stage of `npm run bench`: the time of the roster's list call with the measure filters (height
// range, hair, eyes) beside the plain list, on the bench's large roster (BENCH_SEED_TALENTS). Measured at
// the back end's `POST /mf/api/talents`, where the database filters, and at the site's `/api/talents`, which
// the browser calls for further cards (the plain list is in the site's data cache, a filtered one never is).
// Cases run in alternation, round after round, so they share the machine's slow and fast moments.
import { median } from './median';
import type { Servers } from './servers';
import { timeInTurns } from './turns';

const ROUNDS = Number(process.env.BENCH_FILTER_ROUNDS ?? 30);
const WARM_ROUNDS = 3;

type Where = 'back end' | 'site';

export type FilterCase = {
  name: string;
  where: Where;
  total: number;
  medianMs: number;
  p95Ms: number;
  ratioToPlain: number;
};

export type FiltersResult = { rounds: number; cases: FilterCase[] };

type FilterBody = { letter?: string; height_min?: number; height_max?: number; hair?: string; eyes?: string };

/** The list's answer: the site's `/api/talents`, the back end's `POST /mf/api/talents`. */
type SiteList = { total: number };
type BackendList = { data: { total: number } };

/** A bearer token of the embedded backend's mf service (the demo agency's key). */
export async function mfToken(backendUrl: string): Promise<string> {
  const answer = await fetch(`${backendUrl}/mf/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'demo-mf-salt', api_key: 'demo-mf-api-key' }),
  });
  if (!answer.ok) throw new Error(`mf sign-in: ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The values of the seeded data the filter cases use: a common hair and eye colour. */
async function facets(backendUrl: string, token: string): Promise<{ hair: string[]; eyes: string[] }> {
  const answer = await fetch(`${backendUrl}/mf/api/talents/attributes?hair=1&eyes=1&heights=1&category=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: { hair: string[]; eyes: string[] } }).data;
}

export async function measureFilters({ siteUrl, backendUrl }: Servers): Promise<FiltersResult> {
  const token = await mfToken(backendUrl);
  const { hair, eyes } = await facets(backendUrl, token);
  const filters: { name: string; body: FilterBody }[] = [
    { name: 'plain', body: {} },
    { name: 'letter m', body: { letter: 'm' } },
    { name: 'height 170–180 cm', body: { height_min: 170, height_max: 180 } },
    { name: `hair ${hair[0]}`, body: { hair: hair[0] } },
    { name: `eyes ${eyes[0]}`, body: { eyes: eyes[0] } },
    {
      name: `height 175–185, ${hair[0]}, ${eyes[0]}`,
      body: { height_min: 175, height_max: 185, hair: hair[0], eyes: eyes[0] },
    },
  ];
  const cases = filters.flatMap(({ name, body }) => [
    {
      name,
      where: 'back end' as const,
      call: () =>
        fetch(`${backendUrl}/mf/api/talents?language=pt&tags=1&paginate=20&page=1`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ category: 1, ...body }),
        }),
    },
    {
      name,
      where: 'site' as const,
      call: () =>
        fetch(
          `${siteUrl}/api/talents?${new URLSearchParams({ category: 'models', page: '1', ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) })}`,
        ),
    },
  ]);
  const runs = await timeInTurns(cases, { rounds: ROUNDS, warm: WARM_ROUNDS }, async (item) => {
    const answer = await item.call();
    const json: unknown = await answer.json();
    if (!answer.ok) throw new Error(`${item.where} ${item.name}: ${answer.status}`);
    return item.where === 'site' ? (json as SiteList).total : (json as BackendList).data.total;
  });
  const plain = (where: Where) =>
    median(runs.find(({ item }) => item.where === where && item.name === 'plain')?.times ?? []);
  return {
    rounds: ROUNDS,
    cases: runs.map(({ item, last, times, medianMs, p95Ms }) => ({
      name: item.name,
      where: item.where,
      total: last,
      medianMs,
      p95Ms,
      ratioToPlain: Number((median(times) / plain(item.where)).toFixed(2)),
    })),
  };
}

/** The stage's section of reports/bench.md. */
export function filtersMarkdown(result: FiltersResult, seedTalents: number): string {
  return [
    `## Roster filters with ${seedTalents} talents (models, first page of 20; ${result.rounds} rounds in alternation)`,
    '',
    '| filter | called at | matches | median ms | p95 ms | × plain |',
    '|---|---|---|---|---|---|',
    ...result.cases.map(
      (c) => `| ${c.name} | ${c.where} | ${c.total} | ${c.medianMs} | ${c.p95Ms} | ${c.ratioToPlain} |`,
    ),
    '',
    "The site's plain list is served from its data cache; a filtered one goes to the back end every time.",
    '',
  ].join('\n');
}
