// What each step of the production front costs per request, in microseconds, each timed alone in a loop on
// this process (no server, no socket): `npx tsx scripts/bench/front-costs.ts`. Best of five rounds, so a
// busy machine inflates the figures less. The table it prints is in docs/performance.md.
import { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseReqUrl } from 'next/dist/lib/url';
import { getServerUtils } from 'next/dist/server/server-utils';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { mediaOrigins, parseEnv } from '../../lib/env-schema';
import { securityHeaders } from '../../lib/http/security-headers';
import { localeRules, nextRewrites } from '../../lib/i18n/next-rules';
import { visiblePath } from '../../lib/i18n/pathnames';
import { createLogger } from '../../lib/log/create-logger';
import { metrics } from '../../lib/ops/metrics';
import { requestContext } from '../../lib/ops/request-context';
import { requestIdFrom } from '../../lib/ops/request-id';
import { localeRouting } from '../../server/locale-routing';
import { fileStore } from '../../server/page-cache/file-store';
import { pageCacheHandler } from '../../server/page-cache/handler';
import { refuseRequest } from '../../server/request-guard';
import { routeKind } from '../../server/route-kind';

const ROUNDS = 5;

/** Microseconds per call of `step`, best of ROUNDS rounds of `times` calls. */
async function timed(times: number, step: () => unknown): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    for (let index = 0; index < times; index++) {
      const result = step();
      if (result instanceof Promise) await result;
    }
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / times);
  }
  return best;
}

// A public site, so with credentials of its own, as it must have.
const ownSecrets = {
  PANEL_API_TOKEN: 'bench-panel-token',
  PANEL_SALT: 'bench-panel-salt',
  MF_API_KEY: 'bench-mf-key',
  MF_SALT: 'bench-mf-salt',
  REVALIDATE_SECRET: 'bench-revalidate-secret',
};
const env = parseEnv({ ...process.env, ...ownSecrets, SITE_URL: 'https://polanco.example' });
const media = mediaOrigins(env);
const headers = securityHeaders(env);
const target = '/en/models?letter=a&hair=brown';
const requestHeaders = { host: 'polanco.example', accept: 'text/html', 'user-agent': 'bench' };

function response(): ServerResponse {
  const request = new IncomingMessage(new Socket());
  request.url = target;
  request.method = 'GET';
  return new ServerResponse(request);
}

const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
const log = createLogger({
  program: 'site',
  level: 'info',
  port: 3000,
  format: 'json',
  destination: nowhere,
});
// The rules as Next would hold them if it routed the locales itself: what the front spares it.
const { beforeFiles, afterFiles } = nextRewrites();
const { redirects: localeRedirects, rewrites: localeRewrites } = localeRules();
const rules = [...localeRedirects, ...beforeFiles, ...afterFiles, ...localeRewrites];
const matchers = rules.map((rule) => getPathMatch(rule.source, { removeUnnamedParams: true, strict: true }));

// A page of each kind, with the route Next would match it to.
const routed: [string, string][] = [
  ['/', '/[lang]'],
  ['/en', '/[lang]'],
  ['/en/contact', '/[lang]/contact'],
  ['/news', '/[lang]/news'],
  ['/models/12/ana-torres', '/[lang]/[category]/[id]/[name]'],
  [visiblePath('/about'), '/[lang]/about'],
  ['/models?q=ana', '/[lang]/[category]'],
  ['/robots.txt', '/crawlers/[file]'],
];
const rewrites = { beforeFiles, afterFiles: [...afterFiles, ...localeRewrites], fallback: [] };
const route = localeRouting(path.join(process.cwd(), 'public'));
/**
 * Next's second pass over the rewrites, which its route module makes on every page request
 * (`handleRewrites`, compiling each rule's pattern as it tries it), and the production front's own locale
 * routing (server/locale-routing.ts), which replaces Next's two passes.
 */
const routing = routed.flatMap(([target, page]): [string, number, () => unknown][] => {
  const utils = getServerUtils({ page, basePath: '', rewrites, pageIsDynamic: true, caseSensitive: false });
  const request = { headers: {}, url: target } as unknown as IncomingMessage;
  return [
    [
      `Next's rewrite pass of a page request, \`${target}\``,
      5_000,
      () => utils.handleRewrites(request, parseReqUrl(target)!),
    ],
    [
      `the front's locale routing, \`${target}\``,
      100_000,
      () => route({ url: target, headers: {} } as unknown as IncomingMessage),
    ],
  ];
});

const folder = await mkdtemp(path.join(tmpdir(), 'front-costs-'));
const store = fileStore({ folder, maxDiskBytes: 1 << 30, maxMemoryBytes: 1 << 30 });
const Handler = pageCacheHandler(() => store);
const tags = '_N_T_/layout,_N_T_/[lang]/layout,_N_T_/[lang]/page,_N_T_/en,posts,slides,social';
await new Handler().set(
  '/en',
  {
    kind: 'APP_PAGE',
    html: '<p>home</p>',
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
  },
  { cacheControl: { revalidate: 300 } },
);
await new Handler().revalidateTag('unrelated', { expire: 60 });

const line = {
  requestId: 'id',
  method: 'GET',
  path: '/en/models',
  query: ['letter'],
  kind: 'page',
  status: 200,
  durationMs: 1.2,
};
const twoAwaits = async () => {
  await Promise.resolve();
  await Promise.resolve();
};
const steps: [string, number, () => unknown][] = [
  ['request guard (`refuseRequest`)', 200_000, () => refuseRequest('GET', target, media)],
  ['route kind (`routeKind`)', 200_000, () => routeKind('/en/models', requestHeaders, 'GET')],
  [
    'security headers (set on a response)',
    50_000,
    () => {
      const answer = response();
      for (const { key, value } of headers) answer.setHeader(key, value);
    },
  ],
  ['a response object alone (what the line above includes)', 50_000, response],
  ['request id (`requestIdFrom`, a new one)', 200_000, () => requestIdFrom(undefined)],
  [
    'request context (AsyncLocalStorage `run` around two awaits)',
    100_000,
    () => requestContext.run({ requestId: 'id' }, twoAwaits),
  ],
  ['the same two awaits without the context', 100_000, twoAwaits],
  [
    'metrics (one histogram observation)',
    200_000,
    () => metrics().requests.observe({ kind: 'page', status: '200' }, 0.0012),
  ],
  [
    'the log line (pino, JSON, to a null stream)',
    100_000,
    () => log.info({ ...line, status: 200, durationMs: 1.2 }, 'request'),
  ],
  [
    'page cache lookup with its tag checks (a hit; Next makes a handler per request)',
    100_000,
    () => new Handler().get('/en', { kind: 'APP_PAGE', softTags: ['_N_T_/en/models'] }),
  ],
  [
    `routing rules: match a path against all ${rules.length} (compiled once)`,
    20_000,
    () => {
      for (const match of matchers) match('/en/models');
    },
  ],
  [
    `routing rules: compile and match all ${rules.length}`,
    2_000,
    () => {
      for (const rule of rules)
        getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })('/en/models');
    },
  ],
  ...routing,
];

console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);
console.log('| step | µs per request |');
console.log('| --- | --- |');
for (const [name, times, step] of steps)
  console.log(`| ${name} | ${(await timed(times, step)).toFixed(2)} |`);
await rm(folder, { recursive: true, force: true });
