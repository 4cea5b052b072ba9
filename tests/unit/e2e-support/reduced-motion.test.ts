import { describe, expect, it } from 'vitest';
import { reducedMotionLooks } from '@/tests/support/e2e/reduced-motion';
import { siteStylesheets } from '@/tests/support/e2e/stylesheets';

describe('the stylesheets’ reduced-motion rules', () => {
  it('are found whatever they set, and motion alone passes', () => {
    const css = `
      .a { color: red }
      @media (prefers-reduced-motion: reduce) {
        /* a comment: colour */
        .b { transition: none; animation-duration: 0.01ms !important }
        .c:hover { transform: none; opacity: 1; color: black; }
      }
      @media (prefers-reduced-motion: no-preference) { .d { animation: bounce 2s; background-color: red } }`;
    expect(reducedMotionLooks(css)).toEqual(['color', 'background-color']);
  });

  it('change nothing but motion in any of the site’s stylesheets', () => {
    const sheets = siteStylesheets();
    expect(sheets.some(({ css }) => css.includes('prefers-reduced-motion'))).toBe(true);
    const looks = sheets.flatMap(({ file, css }) =>
      reducedMotionLooks(css).map((property) => `${file}: ${property}`),
    );
    expect(looks).toEqual([]);
  });
});
