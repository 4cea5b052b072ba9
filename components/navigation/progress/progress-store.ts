import { externalStore } from '@/lib/external-store';

/**
 * The route progress bar's state, shared by the bar, the navigation listeners and the features' client
 * fetches. Plain module state (no React) so any client code can call `reportRequestFailure()`.
 */
export type ProgressStatus = 'idle' | 'pending' | 'running' | 'done' | 'failed';

/** The bar appears only when a navigation lasts longer than this. */
export const progressThrottleMs = 200;
/** How long the bar takes to trickle towards the end. */
export const progressDurationMs = 5000;
const doneHideMs = 400;
const failedHideMs = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;
// The failure of a navigation that is still waiting for the site, which no timer hides.
let held = false;
const store = externalStore<ProgressStatus>('idle');

function set(next: ProgressStatus, after?: { ms: number; then: () => void }) {
  clearTimeout(timer);
  timer = after ? setTimeout(after.then, after.ms) : undefined;
  store.set(next);
}

export const { get: getProgressStatus, subscribe: subscribeProgress } = store;

/** A navigation began: the bar shows if it is still going after the throttle. */
export function startProgress(): void {
  if (getProgressStatus() === 'pending' || getProgressStatus() === 'running') return;
  set('pending', { ms: progressThrottleMs, then: () => set('running') });
}

/** The new route is on screen. */
export function finishProgress(): void {
  if (getProgressStatus() === 'failed') return;
  if (getProgressStatus() === 'running') set('done', { ms: doneHideMs, then: () => set('idle') });
  else set('idle');
}

/** A request failed: the bar turns red for a moment. Call it from client fetches that fail. */
export function reportRequestFailure(): void {
  held = false;
  set('failed', { ms: failedHideMs, then: () => set('idle') });
}

/** A navigation cannot reach the site: the bar stays red until `releaseFailure()`. */
export function holdFailure(): void {
  held = true;
  set('failed');
}

/** The navigation that could not reach the site ended (it arrived, or the visitor moved on). */
export function releaseFailure(): void {
  if (!held) return;
  held = false;
  if (getProgressStatus() === 'failed') set('idle');
}
