import { startLeaving, stopLeaving } from './leaving';
import { finishProgress, reportRequestFailure, startProgress } from './progress-store';
import { clearStranded, isStrandedAt, retryStranded } from './stranded-navigation';

// How many client navigations the site started are still pending (Next reports each through
// `useLinkStatus` or a router transition). Two overlap for a moment when a second link is followed before
// the first arrived.
let pending = 0;

/**
 * A link or the router is about to navigate to `target` (Link's `onNavigate`, or before `router.push`).
 * Returns false when it must not: without a connection the router would fall back to a full page load and
 * leave the visitor on the browser's error page, so they stay here, the bar shows the failure (the offline
 * notice says why) and the same link works once the connection is back. Following again the link whose
 * navigation could not reach the site is its Retry (Next's router would not load that address again).
 */
export function navigationStarting(target: string): boolean {
  if (!navigator.onLine) {
    reportRequestFailure();
    return false;
  }
  if (isStrandedAt(target)) {
    void retryStranded();
    return false;
  }
  clearStranded();
  if (new URL(target, window.location.href).pathname !== window.location.pathname) startLeaving();
  return true;
}

/** Next reports a navigation pending: the progress bar shows if it lasts longer than the throttle. */
export function navigationPending(): void {
  pending += 1;
  startProgress();
}

/**
 * Next reports the navigation no longer pending: its route rendered, or it ended without a new route (a
 * redirect back to this page). Checked once the render's other effects ran, so a link that stops pending
 * because another one took over does not end the other's progress.
 */
export function navigationSettled(): void {
  pending = Math.max(0, pending - 1);
  void Promise.resolve().then(() => {
    if (pending > 0) return;
    finishProgress();
    stopLeaving();
  });
}

/** The link that started a pending navigation left the page (a closing menu): the route change ends it. */
export function navigationForgotten(): void {
  pending = Math.max(0, pending - 1);
}

/** A new route rendered: every navigation that was pending has ended. */
export function routeRendered(): void {
  pending = 0;
  clearStranded();
  finishProgress();
  stopLeaving();
}
