/**
 * How an image is fetched and decoded, by whether it is (or may be) the page's largest paint.
 *
 * The largest image is fetched first and decoded with the first frame: next/image's default,
 * `decoding="async"`, lets the browser paint the page without an image that has already arrived and show
 * it a frame later, and by then the page's scripts have often run, so the largest paint waits for them
 * (docs/performance.md, "The largest image is painted with the first frame"). Every other image is
 * fetched when near the screen and decoded off the main thread.
 */
export const FIRST_PAINT_IMAGE = { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const;
const LATER_IMAGE = { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const;

/** The props for an image that is among the page's first paint (`first`), or not. */
export function paintPriority(first: boolean) {
  return first ? FIRST_PAINT_IMAGE : LATER_IMAGE;
}
