import { answerProblem, rawRequest, type RawAnswer } from './raw-http';

type Case = { label: string; bytes: Buffer };

export type FuzzRun<C extends Case> = {
  results: { item: C; answer: RawAnswer }[];
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** What `problem` found in an answer, with the case's label. */
  failures: string[];
};

/**
 * Sends each case's bytes to `url`, four at a time (the site's own concurrency is not what is tested), and
 * judges every answer with `problem`: by default, below 500 with the security headers.
 */
export async function sendCases<C extends Case>(
  url: string,
  cases: C[],
  problem: (answer: RawAnswer) => string | null = answerProblem,
): Promise<FuzzRun<C>> {
  const run: FuzzRun<C> = { results: [], statuses: {}, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]!;
      const answer = await rawRequest(url, item.bytes);
      run.results.push({ item, answer });
      run.statuses[answer.status] = (run.statuses[answer.status] ?? 0) + 1;
      const found = problem(answer);
      if (found) run.failures.push(`${found}: ${item.label}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return run;
}
