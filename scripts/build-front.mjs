// Compiles to plain JavaScript, for Node to run as it is: the production front server (server/main.ts →
// dist/front.mjs, run by `npm start`), the page cache handler (server/cache-handler.ts →
// dist/cache-handler.mjs, loaded by Next) and the site's Next configuration (lib/site-next-config.ts →
// dist/next-config.mjs, read by next.config.mjs); the last two must exist before `next build`. Then writes
// the unavailable pages nginx answers with (dist/unavailable/{locale}.html). Packages stay external: they are
// loaded from node_modules at run time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { nodeBundle } from './build-backend.mjs';

await build({
  entryPoints: {
    front: 'server/main.ts',
    'cache-handler': 'server/cache-handler.ts',
    'next-config': 'lib/site-next-config.ts',
    'write-unavailable-pages': 'server/write-unavailable-pages.ts',
  },
  outdir: 'dist',
  ...nodeBundle,
});

const { writeUnavailablePages } = await import(
  pathToFileURL(path.resolve('dist/write-unavailable-pages.mjs')).href
);
writeUnavailablePages(path.resolve('dist/unavailable'));
