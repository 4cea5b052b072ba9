// Types for the unit tests of the filters stage (filters.mjs stays plain JavaScript, run by node).
export type FilterCase = {
  name: string;
  where: 'back end' | 'site';
  total: number;
  medianMs: number;
  p95Ms: number;
  ratioToPlain: number;
};
export type FiltersResult = { rounds: number; cases: FilterCase[] };

export function measureFilters(options: { siteUrl: string; backendUrl: string }): Promise<FiltersResult>;
export function filtersMarkdown(result: FiltersResult, seedTalents: number): string;
