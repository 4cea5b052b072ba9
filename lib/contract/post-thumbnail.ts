// A plain value, without the post schema's imports: the news card, rendered in the browser too, reads it.

/**
 * The widest the news list draws a post's thumbnail, in pixels: a phone's full width at 3x (about 400 CSS
 * pixels) or a desktop third at 2x (about 580). A thumbnail the backend makes from a cover is this wide at most.
 */
export const postThumbnailWidth = 1200;
