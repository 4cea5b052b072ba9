// The filters' and the staff stage's timing: every case asked in turns, round after round, so the cases share
// the machine's slow and fast moments; the first rounds only warm the caches.
import { median } from './median';

/** The value `p` % of `values` are at or below (nearest rank). */
const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

/** A case's times once warm in ms (median and p95, one decimal), and what its last call answered. */
export type Timed<Case, Answer> = {
  item: Case;
  last: Answer;
  times: number[];
  medianMs: number;
  p95Ms: number;
};

/** Calls `ask` on each case in turn, `warm + rounds` times, and keeps the times of the last `rounds`. */
export async function timeInTurns<Case, Answer>(
  cases: readonly Case[],
  { rounds, warm }: { rounds: number; warm: number },
  ask: (item: Case) => Promise<Answer>,
): Promise<Timed<Case, Answer>[]> {
  const runs = cases.map((item) => ({ item, last: undefined as Answer, times: new Array<number>() }));
  for (let round = 0; round < warm + rounds; round++) {
    for (const run of runs) {
      const start = performance.now();
      run.last = await ask(run.item);
      if (round >= warm) run.times.push(performance.now() - start);
    }
  }
  return runs.map((run) => ({
    ...run,
    medianMs: Number(median(run.times).toFixed(1)),
    p95Ms: Number(percentile(run.times, 95).toFixed(1)),
  }));
}
