// The embedded backend's resident memory in `npm run bench`: once seeded, after a load of the roster's list
// calls, and after the same load again. Memory that grows from one load to the next is held on to (a cache
// without a bound, a connection's buffers); issue 28 allows at most 300 MB after each.
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { mfToken } from './filters';
import type { Servers } from './servers';
import { rssMB } from './throughput';

const LOAD_SECONDS = Number(process.env.BENCH_BACKEND_LOAD_SECONDS ?? 10);

export const backendMemoryGoal = { maxMB: 300, enforced: true };

type BackendLoad = { requests: number; non2xx: number };

export type BackendMemory = {
  afterSeedMB: number;
  afterLoadMB: number;
  afterSecondLoadMB: number;
  loads: BackendLoad[];
  misses: string[];
};

type ListBody = { page?: number; letter?: string; height_min?: number; height_max?: number };

/** The list calls the load cycles through: every letter and the first pages, with and without filters. */
function listCalls(token: string) {
  const bodies: ListBody[] = [
    ...'abcdefghijklmnopqrstuvwxyz'.split('').map((letter) => ({ letter })),
    ...[1, 2, 3, 4, 5].map((page) => ({ page })),
    { height_min: 170, height_max: 185 },
  ];
  return bodies.map(({ page = 1, ...filter }) => ({
    method: 'POST',
    path: `/mf/api/talents?language=es&tags=1&paginate=20&page=${page}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ category: 1, ...filter }),
  }));
}

/** A load of the list calls, then two seconds for the backend to settle. */
async function load(url: string, token: string): Promise<BackendLoad> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: LOAD_SECONDS,
    requests: listCalls(token),
  });
  await sleep(2000);
  return { requests: result.requests.total, non2xx: result.non2xx ?? 0 };
}

/**
 * RSS (MB) of the backend after each of two loads, beside `afterSeedMB` (read when the bench's servers had
 * started), and the goal's misses.
 */
export async function measureBackendMemory(
  { backendUrl, backendPid }: Servers,
  afterSeedMB: number,
): Promise<BackendMemory> {
  const token = await mfToken(backendUrl);
  const first = await load(backendUrl, token);
  const afterLoadMB = rssMB(backendPid);
  const second = await load(backendUrl, token);
  const afterSecondLoadMB = rssMB(backendPid);
  console.log(
    `backend RSS: ${afterSeedMB} MB seeded, ${afterLoadMB} after a load, ${afterSecondLoadMB} after another`,
  );
  return {
    afterSeedMB,
    afterLoadMB,
    afterSecondLoadMB,
    loads: [first, second],
    misses: backendMemoryMisses({ afterLoadMB, afterSecondLoadMB, loads: [first, second] }),
  };
}

/** What misses the goal: either load's RSS over it, or a load with failed answers. */
export function backendMemoryMisses({
  afterLoadMB,
  afterSecondLoadMB,
  loads,
}: Pick<BackendMemory, 'afterLoadMB' | 'afterSecondLoadMB' | 'loads'>): string[] {
  const misses: string[] = [];
  if (afterLoadMB > backendMemoryGoal.maxMB)
    misses.push(`backend RSS after a load ${afterLoadMB} MB > ${backendMemoryGoal.maxMB} MB`);
  if (afterSecondLoadMB > backendMemoryGoal.maxMB)
    misses.push(`backend RSS after a second load ${afterSecondLoadMB} MB > ${backendMemoryGoal.maxMB} MB`);
  for (const [index, { non2xx }] of loads.entries())
    if (non2xx) misses.push(`backend load ${index + 1}: ${non2xx} non-2xx answers`);
  return misses;
}

/** The stage's section of reports/bench.md. */
export function backendMemoryMarkdown(result: BackendMemory): string {
  return [
    "## The embedded backend's memory",
    '',
    `RSS once seeded ${result.afterSeedMB} MB; after ${LOAD_SECONDS} s of the roster's list calls (10 connections, ${result.loads[0]?.requests} requests) ${result.afterLoadMB} MB; after the same load again (${result.loads[1]?.requests} requests) ${result.afterSecondLoadMB} MB.`,
    '',
    `Goal: at most ${backendMemoryGoal.maxMB} MB after each load.${result.misses.length ? ` Missed: ${result.misses.join('; ')}.` : ' Met.'}`,
    '',
  ].join('\n');
}
