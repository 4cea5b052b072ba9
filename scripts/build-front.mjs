// Compiles the production front server (server/main.ts) to one JavaScript file, dist/front.mjs, so
// `npm start` runs plain JavaScript. Packages stay external: they are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/front.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
