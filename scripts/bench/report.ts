// Medians, budgets (issue 3) and the two report files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { backendMemoryMarkdown, type BackendMemory } from './backend-memory';
import { filtersMarkdown, type FiltersResult } from './filters';
import { staffMarkdown, type StaffResult } from './staff-report';
import type { HtmlCheck } from './html-check';
import { floorMisses, lcpMarkdown } from './floor-report';
import type { LcpFloor } from './lcp-floor';
import type { Category, MeasuredRun, Scores } from './measure';
import { median, timingSummary } from './median';
import type { BenchPage } from './pages';
import type { Sitemap } from './sitemap';
import { throughputMarkdown, type ThroughputSummary } from './throughput-report';

export const budgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  // Every page, the form pages too: the JavaScript a page loads before the visitor does anything.
  jsGzipKB: 175,
  htmlErrors: 0,
  sitemapPartUrls: 10_000,
  sitemapPartBytes: 50 * 1024 * 1024,
};

/** Whether `name` is one of the categories `scores` holds. */
const scored = (scores: Scores, name: string): name is Category => name in scores;

/** A page's runs summed up: the medians, its failed audits and findings, and the budgets it misses. */
export function summarize(page: BenchPage, runs: MeasuredRun[]) {
  // Every run scores the same categories.
  const first = runs[0]!;
  const categories = Object.keys(first.scores) as Category[];
  const scores = Object.fromEntries(
    categories.map((category) => [category, median(runs.map((r) => r.scores[category]))]),
  ) as Scores;
  const jsGzipKB = Number((median(runs.map((r) => r.jsGzipBytes)) / 1024).toFixed(1));
  const misses: string[] = [];
  const formPage = page.budget === 'forms';
  for (const [category, min] of Object.entries(budgets)) {
    if (!scored(first.scores, category)) continue;
    if (formPage && !['accessibility', 'seo'].includes(category)) continue;
    if (scores[category] < min) misses.push(`${category} ${scores[category]} < ${min}`);
  }
  if (jsGzipKB > budgets.jsGzipKB) misses.push(`JS ${jsGzipKB} KB > ${budgets.jsGzipKB} KB`);
  return {
    ...page,
    scores,
    jsGzipKB,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    applied: timingSummary(runs.map((run) => run.applied)),
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    findings: [...new Set(runs.flatMap((r) => r.findings ?? []))],
    misses,
    runs,
  };
}

/** What the report says besides the pages: the run's settings and each other stage's result, when it ran. */
type ReportMeta = {
  date: string;
  lighthouse: string;
  runs: number;
  siteUrl: string;
  seedTalents: number;
  throughputShape: { connections: number; seconds: number; localeRounds: number };
  html?: HtmlCheck;
  sitemap?: Sitemap;
  lcpFloor?: LcpFloor;
  throughput?: ThroughputSummary;
  filters?: FiltersResult;
  backendMemory?: BackendMemory;
  staff?: StaffResult;
};

/** What the HTML check, the sitemap and the throughput stage miss of their budgets (each when it ran). */
function siteMisses({ html, sitemap, throughput }: ReportMeta): string[] {
  const misses: string[] = [];
  if (html && html.errors > budgets.htmlErrors) misses.push(`Nu checker: ${html.errors} errors`);
  // Throughput goals the site does not reach yet are reported in their section, not failed on.
  for (const miss of throughput?.misses ?? []) if (miss.enforced) misses.push(miss.text);
  for (const part of sitemap?.parts ?? []) {
    if (part.status !== 200) misses.push(`${part.path} answered ${part.status}`);
    if (part.urls > budgets.sitemapPartUrls) misses.push(`${part.path}: ${part.urls} URLs`);
    if (part.bytes > budgets.sitemapPartBytes) misses.push(`${part.path}: ${part.bytes} bytes`);
  }
  return misses;
}

export function writeReports(
  results: ReturnType<typeof summarize>[],
  meta: ReportMeta,
): { md: string; misses: string[] } {
  mkdirSync('reports', { recursive: true });
  const misses = [
    ...results.flatMap((r) => r.misses.map((m) => `${r.name}: ${m}`)),
    ...siteMisses(meta),
    ...(meta.lcpFloor ? floorMisses(results, meta.lcpFloor) : []),
    ...(meta.backendMemory?.misses ?? []),
    ...(meta.staff?.misses ?? []),
  ];
  writeFileSync(
    'reports/bench.json',
    `${JSON.stringify({ ...meta, budgets, pages: results, misses }, null, 2)}\n`,
  );
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.jsGzipKB} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.misses.length ? r.misses.join('; ') : 'ok'} |`,
  );
  const md = [
    '# Benchmark (npm run bench)',
    '',
    `${meta.date} · Lighthouse ${meta.lighthouse}, mobile preset, Debian Chromium · median of ${meta.runs} runs per page.`,
    `Budgets: performance ≥ ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets['best-practices']}, SEO ${budgets.seo}, JS ≤ ${budgets.jsGzipKB} KB gzip on every page; the form pages (contact, apply) are held to accessibility, SEO and JS only.`,
    '',
    '| page | path | perf | a11y | best practices | SEO | JS KB gzip | LCP ms | CLS | TBT ms | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...results.filter((r) => r.findings.length).flatMap((r) => r.findings.map((f) => `- ${r.name}: ${f}`)),
    '',
    ...(meta.html
      ? [
          `## Valid HTML (W3C Nu checker, ${meta.html.documents} documents: these pages in es, en and pt)`,
          '',
          `${meta.html.errors} errors.`,
          ...meta.html.details.map((d) => `- ${d}`),
          '',
        ]
      : []),
    ...(meta.sitemap
      ? [
          `## Sitemap with ${meta.seedTalents} talents: ${meta.sitemap.parts.length} parts, ${meta.sitemap.urls} URLs`,
          '',
          '| part | status | URLs | size | ms |',
          '|---|---|---|---|---|',
          ...meta.sitemap.parts.map(
            (p) =>
              `| \`${p.path}\` | ${p.status} | ${p.urls} | ${(p.bytes / 1024 / 1024).toFixed(2)} MB | ${p.ms} |`,
          ),
          '',
        ]
      : []),
    ...(meta.lcpFloor ? [lcpMarkdown(results, meta.lcpFloor)] : []),
    ...(meta.throughput ? [throughputMarkdown(meta.throughput, meta.throughputShape)] : []),
    ...(meta.filters ? [filtersMarkdown(meta.filters, meta.seedTalents)] : []),
    ...(meta.backendMemory ? [backendMemoryMarkdown(meta.backendMemory)] : []),
    ...(meta.staff ? [staffMarkdown(meta.staff)] : []),
    misses.length ? `Budgets missed: ${misses.join('; ')}` : 'Every budget is met.',
    '',
  ].join('\n');
  writeFileSync('reports/bench.md', md);
  return { md, misses };
}
