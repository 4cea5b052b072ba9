// `npm start`: builds the site when there is no current build, starts the embedded backend (which creates
// and seeds its database on first start), waits until it answers, then serves the site.
// `npm run dev` does the same with Next in its dev mode inside the same front (server/main.ts), instead of a
// production build: the routing, headers and compression a developer sees are production's.
// PORT (3000), BACKEND_PORT (4000) and DATA_DIR (./data) let two copies run side by side.
import '../lib/require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent } from './lib/build-check.mjs';
import { generatedSecrets } from './lib/generated-secrets.mjs';
import { backendProcessEnv, frontProcessEnv } from './lib/process-env.mjs';
import { waitForUrl } from './lib/wait-for-url.mjs';

// A local .env (see .env.example) configures both programs; exported variables win over it.
if (existsSync('.env')) process.loadEnvFile('.env');

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const backendPort = process.env.BACKEND_PORT ?? '4000';
const host = process.env.HOST ?? '127.0.0.1';
const env = {
  ...process.env,
  PORT: port,
  BACKEND_PORT: backendPort,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
};
const bin = (name) => path.join('node_modules', '.bin', name);

function buildIfNeeded() {
  if (buildIsCurrent()) return;
  console.log('[start] building the site (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
// The signal is passed on as received: Ctrl+C (SIGINT) stops the site at once, a service manager's SIGTERM
// lets it drain first (docs/operations.md).
function stopAll(code, signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0, 'SIGINT'));
process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));

/** Dev mode runs the compiled front and reads the compiled configuration (next.config.mjs): that part of the build. */
function compileForDev() {
  const result = spawnSync(process.execPath, ['scripts/build-front.mjs'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (dev) compileForDev();
else buildIfNeeded();

// Production runs the compiled backend (dist/backend.mjs, made by `npm run build`); dev runs its sources.
const backendEnv = { ...env, ...backendProcessEnv(env) };
const backend = dev
  ? spawn(bin('tsx'), ['backend/main.ts'], { stdio: 'inherit', env: backendEnv })
  : spawn(process.execPath, ['dist/backend.mjs'], { stdio: 'inherit', env: backendEnv });
children.push(backend);
backend.on('exit', (code) => stopAll(code ?? 1));

try {
  await waitForUrl(`http://127.0.0.1:${backendPort}/readyz`, {
    timeoutMs: 180_000,
    child: backend,
    name: 'the backend',
  });
} catch (error) {
  console.error(`[start] ${error.message}`);
  stopAll(1);
}

// On a public SITE_URL the backend generated the credentials the environment left unset (published values
// never work there); the site gets the same (backend/lib/site-secrets.ts).
Object.assign(env, generatedSecrets(env));

if (backend.exitCode === null) {
  // Dev mode keeps Node's default heap: Next's compiler needs more than the production server's bound.
  const site = spawn(process.execPath, ['dist/front.mjs', ...(dev ? ['--dev'] : [])], {
    stdio: 'inherit',
    env: dev
      ? { ...env, HOST: host, NODE_ENV: 'development' }
      : { ...env, ...frontProcessEnv(env), HOST: host, NODE_ENV: 'production' },
  });
  children.push(site);
  site.on('exit', (code) => stopAll(code ?? 1));
  console.log(
    `[start] the site is on http://localhost:${port}, the embedded backend on http://127.0.0.1:${backendPort}`,
  );
}
