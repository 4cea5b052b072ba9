// Compiles the embedded backend (backend/main.ts → dist/backend.mjs, run by `npm start`) to plain JavaScript,
// so production does not load a TypeScript compiler at start-up (`npm run backend` still runs the sources
// with tsx for development). Packages stay external, loaded from node_modules at run time: several are
// native (sharp) or ship their own WebAssembly and data files (PGlite). The migrations and the seed's
// videos stay in backend/ and are found from the bundle (see backend/lib/backend-dir.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** How both builds compile for Node: one ES module per entry, the packages left to node_modules. */
export const nodeBundle = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  logLevel: 'warning',
};

/**
 * Writes `${outdir}/backend.mjs`, and one `${outdir}/<name>.mjs` for each further entry (`{ name: source }`,
 * the source relative to the project); outdir must be inside the project, where node_modules is found.
 */
export async function buildBackend(outdir = path.join(root, 'dist'), entries = {}) {
  const backendFromBundle = `${path.relative(outdir, path.join(root, 'backend')).split(path.sep).join('/')}/`;
  const sources = { backend: 'backend/main.ts', ...entries };
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(sources).map(([name, source]) => [name, path.join(root, source)]),
    ),
    outdir,
    ...nodeBundle,
    define: { __BACKEND_DIR_FROM_BUNDLE__: JSON.stringify(backendFromBundle) },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildBackend();
