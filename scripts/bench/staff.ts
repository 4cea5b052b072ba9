// The staff stage of `npm run bench`: the staff area's inbox, its search and the roster, asked of the site by
// a signed-in member with 100,000 submissions (docs/performance.md, "The staff area at 100,000 submissions").
import type { Servers } from './servers';
import { seedStaffData } from './staff-seed';
import { STAFF_GOAL_P95_MS, type StaffResult } from './staff-report';
import { timeInTurns } from './turns';

const ROUNDS = Number(process.env.BENCH_STAFF_REQUESTS ?? 200);
const WARM_ROUNDS = 5;

const cases = [
  { name: 'inbox, page 1', path: '/staff?kind=application' },
  { name: 'inbox, page 1,000', path: '/staff?kind=application&page=1000' },
  { name: 'inbox search, a name', path: '/staff?kind=application&q=Fernanda+Torres' },
  { name: 'inbox search, an e-mail fragment', path: '/staff?kind=contact&q=writer4242%40' },
  { name: 'roster list', path: '/staff/talents' },
  { name: 'roster search, a name', path: '/staff/talents?q=gabriela' },
];

/** Signs the demo admin in through the site's own form; answers the session cookie. */
async function signIn(siteUrl: string): Promise<string> {
  const answer = await fetch(`${siteUrl}/staff/api/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: siteUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'admin@polanco.example', password: 'demo-staff-password' }),
  });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
  if (!cookie) throw new Error(`staff sign-in: ${answer.status} ${answer.headers.get('location')}`);
  return cookie.split(';')[0]!;
}

export async function measureStaff(servers: Servers) {
  const { siteUrl } = servers;
  let seeded = { submissions: 0, talents: 0 };
  await servers.onCopiedData(async (dataDir) => {
    const started = performance.now();
    seeded = await seedStaffData(dataDir);
    console.log(`staff stage: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
  const cookie = await signIn(siteUrl);
  const timed = await timeInTurns(cases, { rounds: ROUNDS, warm: WARM_ROUNDS }, async (item) => {
    const answer = await fetch(`${siteUrl}${item.path}`, { headers: { cookie }, redirect: 'manual' });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${item.name}: ${answer.status}`);
  });
  const measured = timed.map(({ item, medianMs, p95Ms }) => ({ ...item, medianMs, p95Ms }));
  return {
    rounds: ROUNDS,
    ...seeded,
    cases: measured,
    misses: measured
      .filter((item) => item.p95Ms > STAFF_GOAL_P95_MS)
      .map((item) => `staff ${item.name}: p95 ${item.p95Ms} ms > ${STAFF_GOAL_P95_MS} ms`),
  } satisfies StaffResult;
}
