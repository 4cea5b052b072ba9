import type { APIRequestContext } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/e2e/fixtures';
import { secretsIn, tokenCandidates } from '../support/e2e/secret-scan';
import { e2eBackendUrl, e2eEnv } from '../support/e2e/servers';
import { foreignPath, pagePath } from '@/tests/support/paths';

// Tokens, API keys and salts stay on the server: none may reach a file the browser can download or the HTML
// (with its inline RSC payload) of a page. Each check proves it can fail: the first plants leaks for the
// same scan to find, and the scans assert they read the served files and rendered pages.

const configured = (name: string, fallback: string) => e2eEnv[name] ?? fallback;
const credentials = [
  configured('PANEL_API_TOKEN', 'demo-panel-api-token'),
  configured('PANEL_SALT', 'demo-panel-salt'),
  configured('MF_API_KEY', 'demo-mf-api-key'),
  configured('MF_SALT', 'demo-mf-salt'),
  configured('REVALIDATE_SECRET', 'demo-revalidate-secret'),
];

const pages = [
  '/',
  '/en',
  '/pt',
  '/models',
  '/talents',
  '/en/news',
  pagePath('/contact', 'en'),
  pagePath('/about', 'en'),
  pagePath('/reachout', 'en'),
  pagePath('/be-a-model', 'en'),
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

async function accessTokens(request: APIRequestContext): Promise<string[]> {
  const signIns = [
    { url: `${e2eBackendUrl}/panel/api/login`, data: { salt: credentials[1], api_token: credentials[0] } },
    { url: `${e2eBackendUrl}/mf/api/signin`, data: { salt: credentials[3], api_key: credentials[2] } },
  ];
  return Promise.all(
    signIns.map(async ({ url, data }) => {
      const response = await request.post(url, { data });
      expect(response.status()).toBe(200);
      const { access_token } = (await response.json()) as { access_token: string };
      return access_token;
    }),
  );
}

/**
 * The strings of `text` the backend accepts as a bearer token of either service. The site's own tokens
 * cannot be compared with (each sign-in issues a new one), so any live token found is one that leaked.
 */
async function liveTokensIn(request: APIRequestContext, text: string): Promise<string[]> {
  const live: string[] = [];
  for (const candidate of tokenCandidates(text)) {
    const headers = { authorization: `Bearer ${candidate}` };
    const answers = await Promise.all([
      request.get(`${e2eBackendUrl}/panel/api/slides/slides?paginate=1`, { headers }),
      request.get(`${e2eBackendUrl}/mf/api/talents/attributes?language=es`, { headers }),
    ]);
    if (answers.some((answer) => answer.status() !== 401)) live.push(candidate);
  }
  return live;
}

/** Every leak in `text`: a configured credential, or a live access token. */
async function leaksIn(request: APIRequestContext, text: string): Promise<string[]> {
  return [...secretsIn(text, credentials), ...(await liveTokensIn(request, text))];
}

test('the leak check finds a planted credential and a planted live token', async ({ request }) => {
  const [panelToken, mfToken] = await accessTokens(request);
  const planted = `<script>self.__next_f.push([1,"{\\"t\\":\\"${mfToken}\\",\\"k\\":\\"${credentials[4]}\\"}"])</script><i data-t="${panelToken}">`;
  expect(await leaksIn(request, planted)).toEqual([credentials[4], mfToken, panelToken]);
  // A token-shaped string the backend never issued is not a leak.
  expect(await leaksIn(request, `"${'A'.repeat(43)}"`)).toEqual([]);
});

test('no credential or access token in any file under .next/static', async ({ request }) => {
  const files = await filesUnder(path.join(process.cwd(), '.next', 'static'));
  // The scan covers the build being served: every script the home page loads is among the files read.
  const home = await (await request.get('/')).text();
  const scripts = [...home.matchAll(/\/_next\/static\/[^"'?]+\.js/g)].map(([src]) => src);
  expect(scripts.length).toBeGreaterThan(0);
  const read = new Set(
    files.map((file) => `/_next/${path.relative(path.join(process.cwd(), '.next'), file)}`),
  );
  for (const script of scripts) expect(read, script).toContain(decodeURI(script));
  const leaks: string[] = [];
  for (const file of files) {
    const text = (await readFile(file)).toString('latin1');
    for (const leak of await leaksIn(request, text))
      leaks.push(`${path.relative(process.cwd(), file)}: ${leak.slice(0, 4)}…`);
  }
  expect(leaks).toEqual([]);
});

test('no credential or access token in the HTML of the main pages', async ({ request }) => {
  const [, mfToken] = await accessTokens(request);
  const roster = await request.post(`${e2eBackendUrl}/mf/api/talents?language=pt&paginate=1&page=1`, {
    headers: { authorization: `Bearer ${mfToken}` },
    data: { category: 1 },
  });
  const model = ((await roster.json()) as { data: { data: { id: number; name: string }[] } }).data.data[0];
  expect(model).toBeTruthy();
  // A wrong name slug redirects to the profile's canonical address, which the request follows.
  const profile = `/en/models/${model!.id}/x`;
  for (const page of [...pages, profile]) {
    const response = await request.get(page);
    expect(response.status(), page).toBeLessThan(400);
    const html = await response.text();
    // The page rendered from the backend's data (the checked HTML is not an empty shell or an error page).
    if (page === profile) expect(html).toContain(model!.name);
    expect(html).toContain('self.__next_f');
    expect(await leaksIn(request, html), page).toEqual([]);
  }
});

// The front server sets them on every answer; a production build has no header rule of its own.
test('security headers on pages, route handlers, crawler files, redirects, 404s, static files and images', async ({
  request,
}) => {
  const home = await request.get('/');
  const html = await home.text();
  const staticFile = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(staticFile).toBeTruthy();
  // An optimized image: Next answers it with its own policy, which must still refuse framing.
  const image = /\/_next\/image\?url=[^"' ]+/.exec(html)?.[0]?.replaceAll('&amp;', '&');
  expect(image).toBeTruthy();
  // A file of the back end the browser loads itself (a news card's video), passed on by the site.
  const media = /"(\/media\/[^"#]+)/.exec(html)?.[1];
  expect(media).toBeTruthy();
  const answers = [
    home,
    await request.post('/api/revalidate', { data: { tags: ['posts'] } }),
    await request.get(staticFile!),
    await request.get('/robots.txt'),
    await request.get(foreignPath('/about', 'es', 'en')!, { maxRedirects: 0 }),
    await request.get('/no-such-page'),
    await request.get(image!),
    await request.get(media!, { headers: { range: 'bytes=0-99' } }),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([200, 401, 200, 200, 308, 404, 200, 206]);
  for (const answer of answers) {
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
});

test('the content security policy blocks nothing the main pages use', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  // Violations the console does not print (reported to DevTools' Issues panel) come as events.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(
        `Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  for (const route of [
    '/',
    pagePath('/contact', 'en'),
    pagePath('/contact', 'pt'),
    '/en/news',
    '/models',
    pagePath('/reachout', 'en'),
    pagePath('/be-a-model', 'es'),
    pagePath('/privacy', 'en'),
  ]) {
    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response?.status(), route).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
