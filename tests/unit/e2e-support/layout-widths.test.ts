import { describe, expect, it } from 'vitest';
import { layoutWidths, rangeStarts, requiredWidths } from '@/tests/support/e2e/layout-widths';

describe('the layout suite’s widths', () => {
  it('start a range at each min-width and one past each max-width', () => {
    const css = `
      .a { color: red }
      @media (min-width: 600px) { .a { color: blue } }
      @media (max-width: 479px) { .b { margin: 0 } }
      @media screen and (min-width: 700px) and (max-width:899px) { .c { margin: 0 } }
      @media (prefers-reduced-motion: reduce) { .d { transition: none } }
      .e { max-width: 300px }`;
    expect(rangeStarts(css)).toEqual([600, 480, 700, 900]);
  });

  it('hold the required widths and every breakpoint of the site’s stylesheets, narrowest first', () => {
    const widths = layoutWidths();
    for (const width of requiredWidths) expect(widths).toContain(width);
    // Breakpoints of the stylesheets today (the header's 480, the news list's max-width 639, the home's 1024).
    for (const width of [480, 640, 1024]) expect(widths).toContain(width);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(widths.length);
  });
});
