// Types for the unit tests of the throughput stage's arithmetic (throughput-report.mjs stays plain
// JavaScript, run by node).
type Goal = { enforced: boolean };

export const throughputGoals: {
  pageRatio: Goal & { min: number };
  compressedPageRatio: Goal & { min: number };
  tinyPageRatio: Goal & { min: number };
  nginxRatio: Goal & { min: number };
  siteRssMB: Goal & { max: number };
  siteRssUnderLoadMB: Goal & { max: number };
  siteRssPeakToBare: Goal & { max: number };
  defaultLocaleRatio: Goal & { min: number };
};

export const weightedFloorKB: Record<'/heavy' | '/heavier', { min: number; max: number }>;

export function rscChunksOf(html: string): number;

export function checkWeightedFloor(path: string, html: string): { bytes: number; rscChunks: number };

export type BareFloor = {
  path: string;
  bytes: number;
  rscChunks: number;
  reqPerSec: number;
  /** The same page asked with `Accept-Encoding: gzip, deflate, br`. */
  compressed?: Rate;
};

export function nearestFloor<F extends { bytes: number }>(bytes: number, floors: F[]): F;

export type LocaleRatio = { es: number; en: number; ratio: number; rounds: number; failed: number };

export type Rate = { reqPerSec: number; non2xx: number; errors: number };
export type MeasuredPage = Rate & { name: string; path: string };
export type MeasuredSitePage = MeasuredPage & { bytes: number; compressed?: Rate };
export type RatedPage = MeasuredPage & { ratio: number };
export type RatedSitePage = MeasuredSitePage & {
  floor: string;
  floorBytes: number;
  ratio: number;
  tinyRatio: number;
  compressedRatio?: number;
};
export type Floors = { tiny: BareFloor; weighted: BareFloor[]; nginxStatic: number };
export type Weights = { homeBytes: number };
export type Miss = { goal: keyof typeof throughputGoals; enforced: boolean; text: string };
export type ThroughputSummary = {
  pages: RatedSitePage[];
  throughNginx: RatedPage[];
  floors: Floors;
  weights: Weights;
  siteRssMB: number;
  siteRssUnderLoadMB?: number;
  bareRssUnderLoadMB?: number;
  rssPeakToBare?: number;
  locales?: LocaleRatio | null;
  misses: Miss[];
};

export function ratio(value: number, floor: number): number;

export function localeRatio(rounds: { es: Rate; en: Rate }[]): LocaleRatio | null;

export function rateOf(result: {
  requests: { average: number };
  non2xx?: number;
  errors?: number;
  timeouts?: number;
}): Rate;

export function summarizeThroughput(measured: {
  direct: MeasuredSitePage[];
  nginx: MeasuredPage[];
  floors: Floors;
  weights: Weights;
  siteRssMB: number;
  siteRssUnderLoadMB?: number;
  bareRssUnderLoadMB?: number;
  locales?: LocaleRatio | null;
}): ThroughputSummary;

export function throughputMarkdown(
  summary: ThroughputSummary,
  shape: { connections: number; seconds: number },
): string;
