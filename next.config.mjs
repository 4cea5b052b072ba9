// Next's configuration file, in plain JavaScript so that Next imports it as it is: a `next.config.ts` would
// be compiled with SWC's native binding on every start of the production server, which then keeps that
// binding in memory (docs/performance.md, "What the server loads at start"). The site's settings are typed
// in lib/site-next-config.ts, which `npm run build` and `npm run dev` compile to dist/next-config.mjs.
import { existsSync } from 'node:fs';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

const compiled = new URL('./dist/next-config.mjs', import.meta.url);

async function siteNextConfig() {
  // Checked before importing, so that a package missing below it is reported as itself.
  if (!existsSync(compiled))
    throw new Error('dist/next-config.mjs is missing: `npm run build` or `npm run dev` compiles it first.');
  return (await import(compiled.href)).siteNextConfig;
}

/** @param {string} phase Next's phase (`next/constants`). */
export default async function config(phase) {
  const nextConfig = (await siteNextConfig())(phase);
  // next-intl's plugin only adds what a build and `next dev` use: the alias to lib/i18n/request.ts and the
  // loader that compiles the message files, so the browser gets messages ready to format and no ICU parser
  // (code reads a message through lib/i18n/translator.ts, never the JSON's strings). The production server
  // goes without it, and without the message extractor it loads (on @swc/core, another native binding).
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  const withNextIntl = createNextIntlPlugin({
    requestConfig: './lib/i18n/request.ts',
    experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
  });
  return withNextIntl(nextConfig);
}
