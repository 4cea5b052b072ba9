// Medians, budgets (issue 3) and the two report files.
import { mkdirSync, writeFileSync } from 'node:fs';

export const budgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  jsGzipKB: 180,
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(page, runs) {
  const scores = Object.fromEntries(
    Object.keys(runs[0].scores).map((category) => [category, median(runs.map((r) => r.scores[category]))]),
  );
  const jsGzipKB = Number((median(runs.map((r) => r.jsGzipBytes)) / 1024).toFixed(1));
  const misses = [];
  for (const [category, min] of Object.entries(budgets)) {
    if (category === 'jsGzipKB') continue;
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
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    misses,
    runs,
  };
}

export function writeReports(results, meta) {
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify({ ...meta, budgets, pages: results }, null, 2)}\n`);
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.jsGzipKB} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.misses.length ? r.misses.join('; ') : 'ok'} |`,
  );
  const md = [
    '# Benchmark (npm run bench)',
    '',
    `${meta.date} · Lighthouse ${meta.lighthouse}, mobile preset, Debian Chromium · median of ${meta.runs} runs per page.`,
    `Budgets: performance ≥ ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets['best-practices']}, SEO ${budgets.seo}, JS ≤ ${budgets.jsGzipKB} KB gzip.`,
    '',
    '| page | path | perf | a11y | best practices | SEO | JS KB gzip | LCP ms | CLS | TBT ms | budget |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...results.filter((r) => r.failingAudits.length).map((r) => `- ${r.name}: failing audits ${r.failingAudits.join(', ')}`),
    '',
  ].join('\n');
  writeFileSync('reports/bench.md', md);
  return md;
}
