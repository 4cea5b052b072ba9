// Whether `npm start` must rebuild: the build is current when every output is newer than every input.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything `npm run build` reads: the sources of the Next app, the front server and the backend, their
 * configuration (TypeScript's, Next's, the instrumentation hook), the locked packages, the build scripts,
 * and the .env files Next loads at build time. Files that do not exist are skipped.
 */
export const buildInputs = [
  'app',
  'backend',
  'components',
  'lib',
  'messages',
  'public',
  'server',
  'styles',
  'instrumentation.ts',
  'next.config.mjs',
  'proxy.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-backend.mjs',
  'scripts/build-front.mjs',
  'scripts/precompress-static.mjs',
  'server/precompress.mjs',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** What the build writes and `npm start` runs. */
export const buildOutputs = [
  'dist/front.mjs',
  'dist/cache-handler.mjs',
  'dist/next-config.mjs',
  'dist/backend.mjs',
  '.next/BUILD_ID',
];

/** Newest modification time of the files below the given paths (0 when none exists). */
export function newestMtime(paths, root = process.cwd()) {
  let newest = 0;
  const visit = (entry) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) readdirSync(entry).forEach((name) => visit(path.join(entry, name)));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths
    .map((p) => path.join(root, p))
    .filter((p) => existsSync(p))
    .forEach(visit);
  return newest;
}

/** True when every build output exists and is at least as new as every input. */
export function buildIsCurrent(root = process.cwd()) {
  const outputs = buildOutputs.map((p) => path.join(root, p));
  if (!outputs.every((p) => existsSync(p))) return false;
  const oldestOutput = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return oldestOutput >= newestMtime(buildInputs, root);
}
