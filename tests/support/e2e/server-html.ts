import type { Browser, BrowserContext, Page } from '@playwright/test';

// What a crawler reads: a page's server HTML, in a browser that runs no script and fetches none of the
// pictures, styles, fonts or media the page names. Checks of meta tags, links and structured data then load
// a page in a fraction of the time a full visit takes.

const skipped = new Set(['image', 'stylesheet', 'font', 'media', 'script']);

/** A browser context for reading server HTML (close it when done). */
export async function serverHtmlContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ignoreHTTPSErrors: true });
  await context.route('**/*', (route) =>
    skipped.has(route.request().resourceType()) ? route.abort() : route.fallback(),
  );
  return context;
}

/** Runs `work` on every item with `size` pages of `context` at a time, each page used for several items. */
export async function withPages<T>(
  context: BrowserContext,
  items: readonly T[],
  size: number,
  work: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    const page = await context.newPage();
    while (next < items.length) await work(page, items[next++]!);
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
