// The floor the site's pages are measured against: a bare Next.js page (one static page, no proxy, no
// data), built with the project's own node_modules in a temporary folder inside the project (the folder
// is ignored by git and the linters, and removed afterwards) and served by `next start`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../lib/wait-for-url.mjs';

const nextBin = path.resolve('node_modules/next/dist/bin/next');

const files = {
  'package.json': '{ "private": true }\n',
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.js': `export const metadata = { title: 'Bare page' };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>Static, rendered at build time.</p></main>;
}
`,
};

/** Builds the bare page and serves it on `port`; `stop()` ends the server and removes the folder. */
export async function startBareNext(port) {
  // Under dist/ (ignored by git, ESLint, Prettier), so Next finds the project's node_modules above it.
  mkdirSync('dist', { recursive: true });
  const folder = mkdtempSync(path.resolve('dist', 'bench-bare-next-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: folder, env, stdio: 'ignore' });
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: folder,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForUrl(url, { timeoutMs: 60_000, child, name: 'the bare Next.js page' });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
