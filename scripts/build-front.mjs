// Compiles the production front server (server/main.ts → dist/front.mjs, run by `npm start`) and the page
// cache handler (server/cache-handler.ts → dist/cache-handler.mjs, loaded by Next, so it must exist before
// `next build`) to plain JavaScript. Packages stay external: they are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { front: 'server/main.ts', 'cache-handler': 'server/cache-handler.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
