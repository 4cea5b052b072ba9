// Compiles the production front server (server/main.ts → dist/front.mjs, run by `npm start`) and the page
// cache handler (server/cache-handler.ts → dist/cache-handler.mjs, loaded by Next, so it must exist before
// `next build`) to plain JavaScript, and writes the unavailable pages nginx answers with
// (dist/unavailable/{locale}.html). Packages stay external: they are loaded from node_modules at run time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

await build({
  entryPoints: {
    front: 'server/main.ts',
    'cache-handler': 'server/cache-handler.ts',
    'write-unavailable-pages': 'server/write-unavailable-pages.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  logLevel: 'warning',
});

const { writeUnavailablePages } = await import(
  pathToFileURL(path.resolve('dist/write-unavailable-pages.mjs')).href
);
writeUnavailablePages(path.resolve('dist/unavailable'));
