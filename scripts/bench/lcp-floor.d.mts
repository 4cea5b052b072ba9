// Types for the unit tests of the largest paint's floor (lcp-floor.mjs stays plain JavaScript, run by node).
import type { LcpFloor } from './report.mjs';

export function phoneHeroUrl(
  html: string,
  siteUrl: string,
  phone?: { width: number; dpr: number },
): string | undefined;

export function measureLcpFloor(options: {
  siteUrl: string;
  port: number;
  runs: number;
  measure: (url: string) => Promise<{ lcpMs: number; tbtMs?: number }>;
}): Promise<LcpFloor>;
