// The filters stage of `npm run bench`: the roster's list call with the measure filters beside the plain
// list, at the back end's `POST /mf/api/talents`, where the database filters, and at the site's
// `/api/talents`, which the browser calls for further cards (docs/database.md, "Roster filters").
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

export async function measureFilters({ siteUrl, backendUrl }: Servers): Promise<FiltersResult> {
  const token = await mfToken(backendUrl);
  const authorization = `Bearer ${token}`;
  // The seeded data's first hair and eye colours.
  const attributes = await fetch(`${backendUrl}/mf/api/talents/attributes?hair=1&eyes=1&category=1`, {
    headers: { authorization },
  });
  const { hair, eyes } = ((await attributes.json()) as { data: { hair: string[]; eyes: string[] } }).data;
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
  const doors: Where[] = ['back end', 'site'];
  const cases = filters.flatMap((filter) => doors.map((where) => ({ ...filter, where })));
  const runs = await timeInTurns(
    cases,
    { rounds: ROUNDS, warm: WARM_ROUNDS },
    async ({ name, where, body }) => {
      const query = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
      const answer =
        where === 'site'
          ? await fetch(
              `${siteUrl}/api/talents?${new URLSearchParams({ category: 'models', page: '1', ...query })}`,
            )
          : await fetch(`${backendUrl}/mf/api/talents?language=pt&tags=1&paginate=20&page=1`, {
              method: 'POST',
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify({ category: 1, ...body }),
            });
      if (!answer.ok) throw new Error(`${where} ${name}: ${answer.status}`);
      const list = (await answer.json()) as { total: number } | { data: { total: number } };
      return 'data' in list ? list.data.total : list.total;
    },
  );
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
