// The floors the site's pages are measured against: a bare Next.js page (one static page, no proxy, no
// data), built with the project's own node_modules in a temporary folder inside the project (the folder
// is ignored by git and the linters, and removed afterwards) and served by `next start`. The throughput
// stage serves it as text; the Lighthouse stage with a hero image as its largest paint (lcp-floor.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../lib/wait-for-url.mjs';

const nextBin = path.resolve('node_modules/next/dist/bin/next');

const textFiles = {
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

// The same page whose largest paint is a full-screen image (public/hero.<ext>), preloaded with high
// priority in the head and styled by one stylesheet: what the framework itself costs a page like the home.
const heroFiles = (file) => ({
  ...textFiles,
  'app/hero.css': `body { margin: 0; font-family: system-ui, sans-serif; }
.hero { position: relative; height: 92vh; }
.hero img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
`,
  'app/layout.js': `import './hero.css';
export const metadata = { title: 'Bare page' };
export default function Layout({ children }) {
  return (
    <html lang="en">
      <head><link rel="preload" as="image" href="/${file}" fetchPriority="high" /></head>
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `export default function Page() {
  return <main><div className="hero"><img src="/${file}" alt="Hero" fetchPriority="high" /></div><h1>A bare Next.js page</h1></main>;
}
`,
});

/**
 * Builds the bare page and serves it on `port`; `stop()` ends the server and removes the folder. With
 * `hero` (`{ bytes, extension }`), the page shows that image full screen as its largest paint.
 */
export async function startBareNext(port, { hero } = {}) {
  // Under dist/ (ignored by git, ESLint, Prettier), so Next finds the project's node_modules above it.
  mkdirSync('dist', { recursive: true });
  const folder = mkdtempSync(path.resolve('dist', 'bench-bare-next-'));
  const heroFile = hero && `hero.${hero.extension}`;
  const files = heroFile ? { ...heroFiles(heroFile), [`public/${heroFile}`]: hero.bytes } : textFiles;
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
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
