// The staff stage's goal and its section of reports/bench.md, apart from the stage itself, which opens the
// database to seed it: the report (and its unit test) need none of that.

export const STAFF_GOAL_P95_MS = 150;

export type StaffCase = { name: string; path: string; medianMs: number; p95Ms: number };
export type StaffResult = {
  rounds: number;
  submissions: number;
  talents: number;
  cases: StaffCase[];
  misses: string[];
};

/** The stage's section of reports/bench.md. */
export function staffMarkdown(result: StaffResult): string {
  return [
    `## Staff area at scale (${result.submissions} submissions, ${result.talents} talents; ${result.rounds} requests each, in alternation)`,
    '',
    `| page | path | median ms | p95 ms | goal p95 ≤ ${STAFF_GOAL_P95_MS} ms |`,
    '|---|---|---|---|---|',
    ...result.cases.map(
      (c) =>
        `| ${c.name} | \`${c.path}\` | ${c.medianMs} | ${c.p95Ms} | ${c.p95Ms <= STAFF_GOAL_P95_MS ? 'met' : 'missed'} |`,
    ),
    '',
    'Asked of the site with a staff session, one request at a time; each time is the whole HTML answer.',
    '',
  ].join('\n');
}
