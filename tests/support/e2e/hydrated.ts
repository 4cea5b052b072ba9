import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken `element` over: its handlers are attached once React keeps its props on the
 * node (`__reactProps$…`), at hydration or at a render in the browser. Before that a click does what the
 * server's HTML does without a script (a link opens its address, a form posts), which is right for a
 * visitor and a race for a test that means the scripted path.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
