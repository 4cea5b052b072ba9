// The bench's one median: of Lighthouse's runs per page, of the LCP floor's runs, and of the throughput
// stage's alternating rounds. Its own module, so the reports that use it do not import each other.

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
