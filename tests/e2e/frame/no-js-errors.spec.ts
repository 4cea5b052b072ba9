import { expect, msg, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';

// What a crawler, a visitor without JavaScript or a slow phone before hydration sees of an error page: the
// server's HTML must already carry the text, the site's header and footer and the page language. Next.js
// answers a 404 of a page rendered on demand with a document that needs JavaScript; the shipped nginx
// answers the whole page in its place (docs/routes.md), so without JavaScript this holds behind it, and a
// bare site gives the same page once its JavaScript has run.
for (const [path, locale] of [
  ['/models/999999/nadie', 'es'],
  ['/en/no-such-page', 'en'],
  ['/pt/news/no-such-post', 'pt'],
  ['/xx/models', 'es'],
] as const) {
  test(`the 404 page of ${path} is whole ${behindNginx ? 'without' : 'with'} JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: !behindNginx,
      baseURL,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'NotFound.message'));
    await expect(page).toHaveTitle(`${msg(locale, 'NotFound.title')} · Polanco Models`);
    // Next's error shell keeps a title of its own beside the view's, once its JavaScript has run.
    if (behindNginx) await expect(page.locator('title')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });
}
