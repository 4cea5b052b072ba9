import { expect, msg, test } from '../support/fixtures';

// What a crawler, a visitor without JavaScript or a slow phone before hydration sees of an error page: the
// server's HTML must already carry the text, the site's header and footer and the page language.
for (const [path, locale] of [
  ['/models/999999/nadie', 'es'],
  ['/en/no-such-page', 'en'],
  ['/pt/news/no-such-post', 'pt'],
  ['/xx/models', 'es'],
] as const) {
  test(`the 404 page of ${path} is whole without JavaScript`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'NotFound.message'));
    await expect(page).toHaveTitle(`${msg(locale, 'NotFound.title')} · Polanco Models`);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });
}
