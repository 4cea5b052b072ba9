// WCAG 2.2 contrast of text against what is behind it, from the colours a browser's getComputedStyle
// reports. Pure, so it is checked on its own (tests/unit/e2e-support/contrast.test.ts); the browser only
// reports the colours (action-contrast.ts).

/** A colour in sRGB, channels 0–255, alpha 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number };

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * A computed colour as Chromium reports it: `rgb(r, g, b)`, `rgba(r, g, b, a)` or the space-separated
 * forms. Anything else (a colour function of another space) throws: a guess would hide a failure.
 */
export function parseColor(css: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(
    css.trim(),
  );
  if (!match) throw new Error(`Not an sRGB colour: ${css}`);
  const [, r, g, b, alpha, percent] = match;
  const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1);
  return { r: Number(r), g: Number(g), b: Number(b), a };
}

/** `top` painted over `bottom` (source-over); opaque when `bottom` is. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** What shows through a stack of backgrounds, nearest first, over the white canvas. */
export function flatten(backgrounds: readonly Rgba[]): Rgba {
  return backgrounds.reduceRight((below, layer) => over(layer, below), white);
}

/** WCAG relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1–21) of text in `text` over the backgrounds `behind`, nearest first. */
export function contrastRatio(text: Rgba, behind: readonly Rgba[]): number {
  const background = flatten(behind);
  const [light, dark] = [relativeLuminance(over(text, background)), relativeLuminance(background)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
