import type { Locator } from '@playwright/test';

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
