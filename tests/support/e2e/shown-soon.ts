import { expect, type APIRequestContext, type Page } from '@playwright/test';

// A save is on the public site within 2 s (docs/staff.md): the staff specs poll what the site answers, every
// 250 ms, for that long, and look at the page itself once.

const withinTwoSeconds = { timeout: 2_000, intervals: [250] };

/** `read` polled until the expectation after it holds, for at most the 2 s a save has to show. */
export const soon = <T>(read: () => Promise<T>) => expect.poll(read, withinTwoSeconds);

type GetOptions = Parameters<APIRequestContext['get']>[1];

/** The HTML the site answers at `path`, polled likewise. */
export const siteHtmlSoon = (page: Page, path: string, options?: GetOptions) =>
  soon(async () => (await page.request.get(path, options)).text());

/** The status the site answers at `path`, polled likewise. */
export const siteStatusSoon = (page: Page, path: string, options?: GetOptions) =>
  soon(async () => (await page.request.get(path, options)).status());
