// The throughput stage's arithmetic and its part of the report: each page's rate beside the floors it is
// measured against (two pages of a bare Next.js app, a tiny one and one of the home's weight; nginx serving
// a file), the goals, and the misses.
import { median } from './median.mjs';

/**
 * The throughput goals. `enforced`: a miss fails `npm run bench`. The page goal is judged against the bare
 * page of the home's weight, because the load generator's and the server's cost per request grow with the
 * bytes; the tiny page's ratio stays in the report (figures in docs/performance.md).
 */
export const throughputGoals = {
  // Every cached page at least half the rate of the bare page of the home's weight, in the same run; and
  // no failed answer in any page's run (direct or through nginx).
  pageRatio: { min: 0.5, enforced: true },
  // The same against the tiny bare page: reported only.
  tinyPageRatio: { min: 0.5, enforced: false },
  // Through the nginx front (micro-cache), at least half of what nginx serves from a file.
  nginxRatio: { min: 0.5, enforced: true },
  // The site's resident memory under its own load (sampled) and at the stage's end.
  siteRssMB: { max: 300, enforced: true },
  // The default locale's home (`/`) at least 0.9 of `/en`, measured in alternation (see localeRatio).
  defaultLocaleRatio: { min: 0.9, enforced: true },
};

/** The HTML size the bare page of the home's weight must have, in KB (1,024 bytes). */
export const sameWeightKB = { min: 60, max: 90 };

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The size (bytes) and inline RSC payload chunks (`self.__next_f.push(` scripts) of the bare page of the
 * home's weight. Throws when it is outside `sameWeightKB` or carries no payload: a floor of another weight
 * would make every ratio judged against it meaningless.
 */
export function checkSameWeightPage(html) {
  const bytes = Buffer.byteLength(html);
  const rscChunks = html.match(/self\.__next_f\.push\(/g)?.length ?? 0;
  const where = "the bare Next.js page of the home's weight (`/heavy`, scripts/bench/bare-next.mjs)";
  if (rscChunks === 0) throw new Error(`${where} carries no inline RSC payload (no self.__next_f.push)`);
  if (bytes < sameWeightKB.min * 1024 || bytes > sameWeightKB.max * 1024)
    throw new Error(
      `${where} is ${kb(bytes)} KB of HTML, outside ${sameWeightKB.min}–${sameWeightKB.max} KB: change HEAVY_CARDS there`,
    );
  return { bytes, rscChunks };
}

/** `value / floor`, two decimals; 0 when the floor measured nothing. */
export function ratio(value, floor) {
  return floor > 0 ? Math.round((value / floor) * 100) / 100 : 0;
}

/**
 * The default locale against `/en` from rounds that alternate the two pages (`{es, en}`, each an autocannon
 * rate): each page's median req/s, their ratio, and the failed answers of both; null for no rounds.
 * Alternating rounds share the machine's slow and fast moments, where the stage's single runs of each page do
 * not (the same page gave 667 to 846 req/s an hour apart).
 */
export function localeRatio(rounds) {
  if (rounds.length === 0) return null;
  const es = Math.round(median(rounds.map((round) => round.es.reqPerSec)));
  const en = Math.round(median(rounds.map((round) => round.en.reqPerSec)));
  const failed = rounds.reduce(
    (sum, round) => sum + round.es.non2xx + round.es.errors + round.en.non2xx + round.en.errors,
    0,
  );
  return { es, en, ratio: ratio(es, en), rounds: rounds.length, failed };
}

/** What one autocannon result says: mean requests per second, and the answers that were not 2xx. */
export function rateOf(result) {
  return {
    reqPerSec: Math.round(result.requests.average),
    non2xx: result.non2xx ?? 0,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
  };
}

/**
 * Rows with their ratios, and the goals they miss. `direct` and `nginx` are lists of
 * `{name, path, reqPerSec, non2xx, errors}`; `floors` the rates of the tiny bare page (`bareNext`), the bare
 * page of the home's weight (`bareNextHeavy`) and nginx's static file; `weights` the HTML bytes of that
 * page, of the tiny one and of the home, and its RSC chunks (reported); `siteRssUnderLoadMB` the highest RSS
 * sampled while the site was under its own load, and `siteRssMB` the RSS at the stage's end: both judged.
 * Direct rows carry `ratio` (to the page of the home's weight, judged) and `tinyRatio` (to the tiny page).
 */
export function summarizeThroughput({
  direct,
  nginx,
  floors,
  weights,
  siteRssMB,
  siteRssUnderLoadMB,
  locales,
}) {
  const pages = direct.map((row) => ({
    ...row,
    ratio: ratio(row.reqPerSec, floors.bareNextHeavy),
    tinyRatio: ratio(row.reqPerSec, floors.bareNext),
  }));
  const throughNginx = nginx.map((row) => ({ ...row, ratio: ratio(row.reqPerSec, floors.nginxStatic) }));
  const misses = [];
  const miss = (goal, text) => misses.push({ goal, enforced: throughputGoals[goal].enforced, text });
  for (const row of pages)
    if (row.non2xx || row.errors)
      miss('pageRatio', `${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
  for (const row of throughNginx)
    if (row.non2xx || row.errors)
      miss('nginxRatio', `${row.name} through nginx: ${row.non2xx} non-2xx, ${row.errors} errors`);
  for (const row of pages)
    if (row.ratio < throughputGoals.pageRatio.min)
      miss(
        'pageRatio',
        `${row.name} ${row.ratio} of the bare page of the home's weight < ${throughputGoals.pageRatio.min}`,
      );
  for (const row of pages)
    if (row.tinyRatio < throughputGoals.tinyPageRatio.min)
      miss(
        'tinyPageRatio',
        `${row.name} ${row.tinyRatio} of the tiny bare page < ${throughputGoals.tinyPageRatio.min}`,
      );
  for (const row of throughNginx)
    if (row.ratio < throughputGoals.nginxRatio.min)
      miss(
        'nginxRatio',
        `${row.name} through nginx ${row.ratio} of nginx static < ${throughputGoals.nginxRatio.min}`,
      );
  if (siteRssMB > throughputGoals.siteRssMB.max)
    miss('siteRssMB', `site RSS ${siteRssMB} MB > ${throughputGoals.siteRssMB.max} MB`);
  if (siteRssUnderLoadMB !== undefined && siteRssUnderLoadMB > throughputGoals.siteRssMB.max)
    miss('siteRssMB', `site RSS under load ${siteRssUnderLoadMB} MB > ${throughputGoals.siteRssMB.max} MB`);
  if (locales && locales.ratio < throughputGoals.defaultLocaleRatio.min)
    miss(
      'defaultLocaleRatio',
      `\`/\` ${locales.ratio} of \`/en\` < ${throughputGoals.defaultLocaleRatio.min}`,
    );
  if (locales?.failed) miss('defaultLocaleRatio', `\`/\` against \`/en\`: ${locales.failed} failed answers`);
  return { pages, throughNginx, floors, weights, siteRssMB, siteRssUnderLoadMB, locales, misses };
}

/** The stage's section of reports/bench.md. */
export function throughputMarkdown(summary, { connections, seconds }) {
  const { floors, weights } = summary;
  const goal = (name, text) => `${text}${throughputGoals[name].enforced ? '' : ' (reported, not enforced)'}`;
  const failures = (r) => `${r.non2xx} | ${r.errors}`;
  return [
    `## Throughput (autocannon, ${connections} connections, ${seconds} s per page, pages already cached)`,
    '',
    'Floors measured in the same run: two pages of one bare Next.js app (`next start`, the same node_modules), ' +
      `a tiny one (\`/\`, ${kb(weights.tinyBytes)} KB) ${floors.bareNext} req/s and one of the home's weight (\`/heavy\`, ` +
      `${kb(weights.heavyBytes)} KB of HTML with its RSC payload in ${weights.heavyRscChunks} inline ` +
      `script${weights.heavyRscChunks === 1 ? '' : 's'}; ` +
      `the home: ${kb(weights.homeBytes)} KB) ${floors.bareNextHeavy} req/s; nginx serving the home's HTML as a ` +
      `file ${floors.nginxStatic} req/s. The load generator's cost grows with the bytes, so a page is judged ` +
      "against the bare page of the home's weight.",
    '',
    '### The site (`node dist/front.mjs`)',
    '',
    "| page | path | req/s | ratio to the bare page of the home's weight | ratio to the tiny bare page | non-2xx | errors |",
    '|---|---|---|---|---|---|---|',
    ...summary.pages.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.reqPerSec} | ${r.ratio.toFixed(2)} | ${r.tinyRatio.toFixed(2)} | ${failures(r)} |`,
    ),
    '',
    '### Through the nginx front (deploy/nginx.conf, micro-cache, TLS)',
    '',
    '| page | path | req/s | ratio to nginx static | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...summary.throughNginx.map(
      (r) => `| ${r.name} | \`${r.path}\` | ${r.reqPerSec} | ${r.ratio.toFixed(2)} | ${failures(r)} |`,
    ),
    '',
    ...(summary.locales
      ? [
          `The default locale, in ${summary.locales.rounds} alternating rounds: \`/\` ${summary.locales.es} req/s, \`/en\` ${summary.locales.en} req/s (medians), ratio ${summary.locales.ratio.toFixed(2)}.`,
          '',
        ]
      : []),
    `Site RSS at the stage's end: ${summary.siteRssMB} MB; at most ${summary.siteRssUnderLoadMB ?? 'not read'} MB under its own load (sampled every 100 ms).`,
    '',
    `Goals: ${goal('pageRatio', `every page ≥ ${throughputGoals.pageRatio.min} of the bare page of the home's weight, with no failed answer`)}; ${goal('tinyPageRatio', `every page ≥ ${throughputGoals.tinyPageRatio.min} of the tiny bare page`)}; ${goal('nginxRatio', `through nginx ≥ ${throughputGoals.nginxRatio.min} of nginx static, with no failed answer`)}; ${goal('siteRssMB', `site RSS ≤ ${throughputGoals.siteRssMB.max} MB under load and after it`)}; ${goal('defaultLocaleRatio', `\`/\` ≥ ${throughputGoals.defaultLocaleRatio.min} of \`/en\``)}.`,
    summary.misses.length
      ? `Missed: ${summary.misses.map((m) => `${m.text}${m.enforced ? '' : ' (not enforced)'}`).join('; ')}`
      : 'Every throughput goal is met.',
    '',
  ].join('\n');
}
