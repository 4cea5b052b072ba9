// The leaving page's state (`data-navigating` on <html>), which the page transition fades out.

// A navigation that ends on the same path (a redirect back to it) changes no route: the leaving page must
// not stay faded out. After this long it shows again, as the progress bar's own time runs out too.
export const LEAVING_AT_MOST_MS = 5000;

let timer: ReturnType<typeof setTimeout> | undefined;

export function stopLeaving(): void {
  clearTimeout(timer);
  delete document.documentElement.dataset.navigating;
}

/** A navigation to another page began: the current one fades out until the new route renders. */
export function startLeaving(): void {
  document.documentElement.dataset.navigating = 'true';
  clearTimeout(timer);
  timer = setTimeout(stopLeaving, LEAVING_AT_MOST_MS);
}
