// The bench's one median, and the timing Lighthouse runs are summed up by: apart, so the reports using
// them do not import each other.

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A timing as Lighthouse reports it: the largest paint and the total blocking time, in ms. */
export type Timing = { lcpMs: number; tbtMs: number };

/** The medians of several runs' timings, with every run's largest paint. */
export type TimingSummary = Timing & { runs: number[] };

export function timingSummary(runs: readonly Timing[]): TimingSummary {
  const lcps = runs.map((run) => run.lcpMs);
  return { lcpMs: median(lcps), tbtMs: median(runs.map((run) => run.tbtMs)), runs: lcps };
}
