// Types for the unit tests of the bench's budgets (report.mjs stays plain JavaScript, run by node).
export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

export type Run = {
  scores: Scores;
  jsGzipBytes: number;
  scripts: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  findings: string[];
};

export type BenchPage = { name: string; path: string; budget?: 'forms' };

export const budgets: Scores & {
  jsGzipKB: number;
  htmlErrors: number;
  sitemapPartUrls: number;
  sitemapPartBytes: number;
};

export function summarize(
  page: BenchPage,
  runs: Run[],
): BenchPage & { scores: Scores; jsGzipKB: number; misses: string[] };

export type LcpFloor = {
  lcpMs: number;
  runs: number[];
  /** The floor's total blocking time, median of the same runs. */
  tbtMs?: number;
  heroBytes: number;
  heroType: string;
};

export const lcpGoal: { maxMs: number; enforced: boolean };

export const floorGoals: {
  lcpRatio: { max: number; enforced: boolean };
  tbtRatio: { max: number; enforced: boolean };
};

type TimedPage = { name: string; path: string; lcpMs: number; tbtMs?: number };

export function lcpBesideFloor(
  results: TimedPage[],
  floorMs: number,
  floorTbtMs?: number,
): {
  name: string;
  path: string;
  lcpMs: number;
  ratio: number;
  meetsGoal: boolean;
  tbtMs?: number;
  tbtRatio?: number;
}[];

export function floorMisses(results: TimedPage[], floor: LcpFloor): string[];

export function lcpMarkdown(results: TimedPage[], floor: LcpFloor): string;
