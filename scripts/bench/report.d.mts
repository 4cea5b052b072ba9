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

export type LcpFloor = { lcpMs: number; runs: number[]; heroBytes: number; heroType: string };

export const lcpGoal: { maxMs: number; enforced: boolean };

export function lcpBesideFloor(
  results: { name: string; path: string; lcpMs: number }[],
  floorMs: number,
): { name: string; path: string; lcpMs: number; ratio: number; meetsGoal: boolean }[];

export function lcpMarkdown(
  results: { name: string; path: string; lcpMs: number }[],
  floor: LcpFloor,
): string;
