// The stylesheets' reduced-motion rules change motion only: the action-contrast spec reads colours with
// reduced motion on, which is sound only while a `prefers-reduced-motion` block (either preference) sets
// nothing a state's final look depends on.

/** Properties that move or fade a thing, and how long that takes: never its settled colours. */
const motionProperties = /^(animation(-[a-z-]+)?|transition(-[a-z-]+)?|transform|opacity|scroll-behavior)$/;

/** The text between the brace at `open` and the brace that closes it. */
function blockAt(css: string, open: number): string {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) return css.slice(open + 1, at);
  }
  throw new Error('a block that is never closed');
}

/** Each declaration inside a `prefers-reduced-motion` block of `css` that sets more than motion. */
export function reducedMotionLooks(css: string): string[] {
  const found: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/@media[^{]*prefers-reduced-motion[^{]*\{/g)) {
    const block = blockAt(withoutComments, match.index + match[0].length - 1);
    // The declarations of its rules: what sits between a brace or semicolon and the next colon.
    for (const [, property] of block.matchAll(/[{;]\s*([a-z-]+)\s*:/g))
      if (!motionProperties.test(property!)) found.push(property!);
  }
  return found;
}
