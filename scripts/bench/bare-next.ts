// The floors the site's pages are measured against: a bare Next.js app (static pages, no proxy, no data),
// built with the project's own node_modules in a temporary folder inside the project (ignored by git and the
// linters, removed afterwards) and served by `next start`. Its pages: docs/performance.md and decision 0005.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../lib/wait-for-url.mjs';

const nextBin = path.resolve('node_modules/next/dist/bin/next');
// How many cards each page of cards shows, and its title: its count calibrated to the weight of the site's
// page it stands for. The throughput stage checks each page's HTML size every run (weightedFloorKB).
export const cardPages = [
  { name: 'heavy', count: 55, title: "A bare Next.js page of the home's weight" },
  { name: 'heavier', count: 95, title: "A bare Next.js page of the roster's weight" },
];

const textFiles: Record<string, string> = {
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
  // A server component of cards with text and links, rendered at build time: its markup, and the same
  // content again as React's flight data (RSC payload) in inline scripts, as the site's pages have. One
  // component for every page of cards; each page only says how many.
  'app/cards.js': `const skills = ['Runway', 'Editorial', 'Commercial', 'Fitness', 'Acting', 'Dance', 'Voice'];
const cities = ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Bogotá', 'São Paulo', 'Madrid'];
function cardOf(id) {
  return {
    id,
    name: \`Talent \${id} \${cities[id % cities.length]}\`,
    href: \`/models/\${id}/talent-\${id}\`,
    about: \`Based in \${cities[id % cities.length]}, available for \${skills[id % skills.length].toLowerCase()} and \${skills[(id + 3) % skills.length].toLowerCase()} work. Book, polaroids and video on the profile; measures, languages and travel availability \${id % 2 ? 'updated this season' : 'confirmed with the agency'}, with references from past campaigns on request.\`,
    tags: [skills[id % skills.length], skills[(id + 2) % skills.length]],
  };
}
export function Cards({ count, title }) {
  const cards = Array.from({ length: count }, (_, index) => cardOf(index + 1));
  return (
    <main>
      <h1>{title}</h1>
      <ul className="cards">
        {cards.map((card) => (
          <li key={card.id} className="card">
            <a href={card.href} className="card-link"><h2>{card.name}</h2></a>
            <p>{card.about}</p>
            <ul className="tags">{card.tags.map((tag) => <li key={tag}>{tag}</li>)}</ul>
            <a href={\`\${card.href}/book\`}>Book</a> <a href={\`\${card.href}/video\`}>Video</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
`,
  ...Object.fromEntries(
    cardPages.map(({ name, count, title }) => [
      `app/${name}/page.js`,
      `import { Cards } from '../cards.js';
export const metadata = { title: ${JSON.stringify(title)} };
export default function Page() {
  return <Cards count={${count}} title={${JSON.stringify(title)}} />;
}
`,
    ]),
  ),
};

// The same page whose largest paint is a full-screen image (public/hero.<ext>), preloaded with high
// priority in the head and styled by one stylesheet: what the framework itself costs a page like the home.
const heroFiles = (file: string): Record<string, string> => ({
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

/** The bare app, started: its origin, its process, and how to stop it. */
type BareNext = { url: string; pid: number; stop: () => void };

/**
 * Builds the bare app and serves it on `port`: the tiny page at `/`, the pages of cards at their names;
 * `stop()` ends the server and removes the folder. With `hero`, the tiny page shows that image full screen
 * as its largest paint.
 */
export async function startBareNext(
  port: number,
  { hero }: { hero?: { bytes: Buffer; extension: string } } = {},
): Promise<BareNext> {
  // Under dist/ (ignored by git, ESLint, Prettier), so Next finds the project's node_modules above it.
  mkdirSync('dist', { recursive: true });
  const folder = mkdtempSync(path.resolve('dist', 'bench-bare-next-'));
  let files: Record<string, string | Buffer> = textFiles;
  if (hero) {
    const heroFile = `hero.${hero.extension}`;
    files = { ...heroFiles(heroFile), [`public/${heroFile}`]: hero.bytes };
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: folder, env, stdio: 'ignore' });
  const child = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: folder,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/`, { timeoutMs: 60_000, child, name: 'the bare Next.js page' });
  } catch (error) {
    stop();
    throw error;
  }
  // The server answered, so it was started and has a pid.
  return { url, pid: child.pid!, stop };
}
