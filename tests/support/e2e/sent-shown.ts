import type { Locator, Page } from '@playwright/test';

/**
 * How long a form's send button says it has sent before it is ready again, in milliseconds of the page's
 * own clock. Read in the page as the button's text changes: a test that looks from outside sees each change
 * up to a second late (its assertions poll), which once made a 2.5 s wait read as 1.5. Start it before
 * the click and await it once the form is ready again.
 */
export function sentShownFor(button: Locator, sent: string, ready: string): Promise<number> {
  return button.evaluate(
    (element, texts) =>
      new Promise<number>((resolve) => {
        let sentAt: number | null = null;
        const observer = new MutationObserver(() => {
          const text = element.textContent ?? '';
          if (sentAt === null && text === texts.sent) sentAt = performance.now();
          else if (sentAt !== null && text === texts.ready) {
            observer.disconnect();
            resolve(performance.now() - sentAt);
          }
        });
        observer.observe(element, { subtree: true, childList: true, characterData: true });
      }),
    { sent, ready },
  );
}

/**
 * Moves the page's clock (installed before the page loaded) a quarter of a second at a time until the
 * button reads `ready`, for at most `ms` and a second more: the form's reset after a send is a timer of the
 * page, so its seconds take no time. The page renders between two moves, so `sentShownFor` still reads
 * when the text changed to within a step: a reset that came early reads early.
 */
export async function runClockUntilReady(
  page: Page,
  button: Locator,
  ready: string,
  ms: number,
): Promise<void> {
  for (let ran = 0; ran <= ms + 1000; ran += 250) {
    if ((await button.textContent()) === ready) return;
    await page.clock.runFor(250);
  }
}
