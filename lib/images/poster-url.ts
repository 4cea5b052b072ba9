import { cardImageProps } from './card-image-props';

/** A poster is shown at most full-screen on a wide screen; the optimizer never enlarges a smaller original. */
const POSTER_MAX_WIDTH = 1920;

/**
 * A video's poster as the browser asks for it: through next/image's optimizer, on the site's own origin and
 * in the lightest format the browser takes (AVIF or WebP) instead of the uploaded JPEG. A poster has no
 * srcset, so it is one URL, wide enough for a full-screen slide (docs/performance.md, "Posters through the
 * optimizer").
 */
export function posterImageUrl(src: string | null): string | undefined {
  return src ? cardImageProps({ src, sizes: '100vw', maxWidth: POSTER_MAX_WIDTH }).src : undefined;
}
