import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { e2eBackendUrl, e2eEnv } from './support/servers';

// Tokens, API keys and salts stay on the server (DESIGN.md section 9): none may reach a file the browser can
// download or the HTML (with its inline RSC payload) of a page.

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
  '/en/contact',
  '/en/about',
  '/en/reachout',
  '/en/be-a-model',
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

async function accessTokens(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
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

test('no credential or access token in any file under .next/static', async ({ request }) => {
  const secrets = [...credentials, ...(await accessTokens(request))];
  const files = await filesUnder(path.join(process.cwd(), '.next', 'static'));
  expect(files.length).toBeGreaterThan(0);
  const leaks: string[] = [];
  for (const file of files) {
    const text = (await readFile(file)).toString('latin1');
    for (const secret of secrets)
      if (text.includes(secret)) leaks.push(`${path.relative(process.cwd(), file)}: ${secret.slice(0, 4)}…`);
  }
  expect(leaks).toEqual([]);
});

test('no credential or access token in the HTML of the main pages', async ({ request }) => {
  const [panelToken, mfToken] = await accessTokens(request);
  const secrets = [...credentials, panelToken!, mfToken!];
  const roster = await request.post(`${e2eBackendUrl}/mf/api/talents?language=pt&paginate=1&page=1`, {
    headers: { authorization: `Bearer ${mfToken}` },
    data: { category: 1 },
  });
  const model = ((await roster.json()) as { data: { data: { id: number }[] } }).data.data[0];
  expect(model).toBeTruthy();
  // A wrong name slug redirects to the profile's canonical address, which the request follows.
  for (const page of [...pages, `/en/models/${model!.id}/x`]) {
    const response = await request.get(page);
    expect(response.status(), page).toBeLessThan(400);
    const html = await response.text();
    for (const secret of secrets)
      expect(html.includes(secret), `${page} contains ${secret.slice(0, 4)}…`).toBe(false);
  }
});

test('security headers on pages, route handlers and static files', async ({ request }) => {
  const home = await request.get('/');
  const staticFile = /\/_next\/static\/[^"']+\.js/.exec(await home.text())?.[0];
  expect(staticFile).toBeTruthy();
  const answers = [
    home,
    await request.post('/api/revalidate', { data: { tags: ['posts'] } }),
    await request.get(staticFile!),
  ];
  expect(answers[1]!.status()).toBe(401);
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
    '/en/contact',
    '/pt/contato',
    '/en/news',
    '/models',
    '/en/reachout',
    '/seja-um-modelo',
    '/en/privacy',
  ]) {
    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response?.status(), route).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
