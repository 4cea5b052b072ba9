import { siteStylesheets } from './stylesheets';

// The widths the layout suite loads pages at. A layout changes only at a breakpoint of the stylesheets and
// is fluid in between, where it is tightest at the narrow end of each range: so each range is loaded at its
// narrowest width (a `min-width: N` starts one at N, a `max-width: N` ends one before N + 1), beside the
// widths every layout is held to and a wide screen. Read from the CSS, so a new breakpoint is tested at once.

/** The widths every layout is checked at, whatever the breakpoints (the phones and screens we support). */
export const requiredWidths = [320, 375, 414, 768, 1366];
const wideScreen = 1920;

/** The narrowest width of each range the media queries in `css` start, in CSS px. */
export function rangeStarts(css: string): number[] {
  const starts: number[] = [];
  for (const [, query] of css.matchAll(/@media([^{]*)\{/g)) {
    for (const [, kind, px] of query!.matchAll(/\((min|max)-width:\s*(\d+)px\)/g))
      starts.push(kind === 'min' ? Number(px) : Number(px) + 1);
  }
  return starts;
}

/** Every width the layout suite checks, narrowest first. */
export function layoutWidths(root = process.cwd()): number[] {
  const starts = siteStylesheets(root).flatMap(({ css }) => rangeStarts(css));
  return [...new Set([...requiredWidths, ...starts, wideScreen])].sort((a, b) => a - b);
}
