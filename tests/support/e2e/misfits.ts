import type { Page } from '@playwright/test';

/**
 * What does not fit the screen on the page as it is now: sideways scroll, and visible controls that are not
 * wholly inside the viewport's width or are smaller than 24 × 24 CSS px (WCAG 2.2 2.5.8). Exempt, as
 * WCAG says: links inside a sentence or in running text (a post's content). A link stretched over its card
 * (an absolute `::after`) is measured by the card it covers. Not controls a visitor sees: visually hidden
 * ones (the skip link until focused), and those clipped by a scroller or slider they belong to.
 */
export async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`page scrolls sideways by ${overflow}px`);

    const describe = (element: Element) => {
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${label}"`;
    };
    const clippedByScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) {
          const box = node.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      if (element.closest('[data-prose]')) return true;
      const text = (element.parentElement?.textContent ?? '').trim();
      return text.length > (element.textContent ?? '').trim().length;
    };

    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary',
    );
    for (const element of controls) {
      const style = getComputedStyle(element);
      const after = getComputedStyle(element, '::after');
      const stretched =
        after.content !== 'none' &&
        after.position === 'absolute' &&
        element instanceof HTMLElement &&
        element.offsetParent;
      const box = stretched ? element.offsetParent.getBoundingClientRect() : element.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0)
        continue;
      if (element.closest('[aria-hidden="true"], [inert], dialog:not([open])')) continue;
      if (box.right < 0 || box.left > width * 2 || box.width <= 1 || box.height <= 1) continue; // visually hidden
      if (
        style.position === 'absolute' &&
        (style.clip !== 'auto' || style.clipPath !== 'none') &&
        box.width <= 1
      )
        continue;
      if (clippedByScroller(element)) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(
          `${describe(element)} sticks out (${Math.round(box.left)}…${Math.round(box.right)} of ${width})`,
        );
      if (!inSentence(element) && (box.width < 23.5 || box.height < 23.5)) {
        problems.push(`${describe(element)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
    }
    return [...new Set(problems)];
  });
}
