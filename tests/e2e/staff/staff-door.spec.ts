import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { openStaffPaths, staffPaths } from '@/lib/staff/paths';
import { signInReturningTo } from '@/lib/staff/return-to';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { sitemapUrls } from '../../support/e2e/sitemap';
import { demoAdmin, staffMessagesOf } from '../../support/e2e/staff';

// The staff area's door, as anyone on the internet finds it: never cached, never indexed, and nothing of it
// for a request without a session, whatever the route.

/** Every route of the staff area, read from app/staff: a route added later is checked without a test edit. */
function staffRoutes(): { path: string; kind: 'page' | 'route' }[] {
  const root = path.join(process.cwd(), 'app/staff');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return walk(root)
    .filter((file) => /\/(page|route)\.tsx?$/.test(file))
    .map((file) => {
      const segments = path.relative(root, path.dirname(file)).split(path.sep).filter(Boolean);
      // Dynamic segments get a value of the right shape: a kind (of the inbox, or of the trash) and an id
      // that could exist.
      const kind = segments.includes('trash') ? 'picture' : 'application';
      const filled = segments.map((segment) =>
        segment === '[kind]' ? kind : segment.startsWith('[') ? '1' : segment,
      );
      return {
        path: ['/staff', ...filled].join('/'),
        kind: path.basename(file).startsWith('page') ? ('page' as const) : ('route' as const),
      };
    });
}

/**
 * A body of the shape each route takes (pictures, or a plain form), so what
 * refuses the request is the missing session and nothing else.
 */
function wellFormedBody(path: string): Parameters<APIRequestContext['post']>[1] {
  const picture = { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') };
  if (path.endsWith('/api/slides')) {
    return {
      multipart: { type: 'slides', kind: 'image', alt: 'Nada', mobile: picture, desktop: picture },
    };
  }
  if (/\/posts\/\d+\/pictures$/.test(path)) return { multipart: { picture: 'cover', file: picture } };
  if (path.endsWith('/pictures')) return { multipart: { gallery: 'book', pictures: picture } };
  if (/\/posts\/\d+\/slides$/.test(path)) return { multipart: { pictures: picture } };
  return { form: {} };
}

const neverStored = (headers: Record<string, string>) => {
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['x-robots-tag']).toContain('noindex');
};

test('an anonymous visit to any staff page is sent to the sign-in page, never cached nor indexed', async ({
  request,
}) => {
  const pages = staffRoutes().filter(
    (route) => route.kind === 'page' && !openStaffPaths.includes(route.path),
  );
  expect(pages.map((route) => route.path)).toContain('/staff');
  for (const route of pages) {
    const answer = await request.get(route.path, { maxRedirects: 0 });
    expect(answer.status(), route.path).toBe(307);
    // The sign-in sends the member on to the page asked for (lib/staff/return-to.ts).
    expect(answer.headers().location, route.path).toBe(signInReturningTo(staffPaths.signIn, route.path));
    neverStored(answer.headers());
  }
  const signIn = await request.get(staffPaths.signIn);
  expect(signIn.status()).toBe(200);
  neverStored(signIn.headers());
  expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test('an anonymous call to any staff route is answered 401, a stale session too', async ({ request }) => {
  const routes = staffRoutes().filter(
    (route) => route.kind === 'route' && !openStaffPaths.includes(route.path),
  );
  expect(routes.length).toBeGreaterThanOrEqual(4);
  for (const cookie of [undefined, 'staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
    for (const route of routes) {
      const headers = { origin: new URL(e2eSiteUrl).origin, ...(cookie ? { cookie } : {}) };
      // The files, and where nginx asks to send a member whose upload it refused, are read with GET.
      const answer =
        route.path.includes('/files/') || route.path === staffPaths.api.uploadTooLarge
          ? await request.get(route.path, { headers, maxRedirects: 0 })
          : await request.post(route.path, { headers, ...wellFormedBody(route.path), maxRedirects: 0 });
      expect(answer.status(), `${route.path} with ${cookie ?? 'no cookie'}`).toBe(401);
      // The area's scripts keep what was typed on this code, and ask the member to sign in again.
      if (!route.path.includes('/files/')) {
        expect(((await answer.json()) as { code?: string }).code, route.path).toBe('session');
      }
      neverStored(answer.headers());
    }
  }
});

test('the sign-in page switches language without a session', async ({ page }) => {
  await page.goto(staffPaths.signIn);
  const before = await staffMessagesOf(page);
  const lang = await page.locator('html').getAttribute('lang');
  await page.getByRole('button', { name: before('nav.languageLabel') }).click();
  // The switch is a Server Action: the page comes back in place, in the other language.
  await expect(page.locator('html')).not.toHaveAttribute('lang', lang!);
  const after = await staffMessagesOf(page);
  await expect(page.getByRole('heading', { level: 1, name: after('signIn.title') })).toBeVisible();
  expect(after('signIn.title')).not.toBe(before('signIn.title'));
  expect(new URL(page.url()).pathname).toBe(staffPaths.signIn);
});

test('robots.txt keeps crawlers out of the staff area, and no sitemap names it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/staff$/m);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url) => new URL(url).pathname.startsWith('/staff'))).toEqual([]);
});

test('a sign-in posted from another site is refused, and bad credentials say so without a session', async ({
  page,
  request,
}) => {
  const forged = await request.post(staffPaths.api.signIn, {
    headers: { origin: 'https://evil.example' },
    form: demoAdmin,
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie']).toBeUndefined();
  await page.goto(staffPaths.signIn);
  const t = await staffMessagesOf(page);
  await page.getByLabel(t('signIn.email')).fill('nobody@example.com');
  await page.getByLabel(t('signIn.password')).fill('not-a-password-of-anyone');
  await page.getByRole('button', { name: t('signIn.submit') }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('signIn.refused'));
  expect(new URL(page.url()).pathname).toBe(staffPaths.signIn);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('staff_session');
});
