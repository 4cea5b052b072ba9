import { externalStore } from '@/lib/external-store';
import { stopLeaving } from './leaving';
import { holdFailure, releaseFailure, startProgress } from './progress-store';
import { isReachable } from './reachable';

/**
 * A navigation that could not reach the site (whole-page-fallback.ts stopped the browser from loading it):
 * its address, whether a Retry is checking the site, and the Retry itself. Plain module state with
 * listeners, read through `useSyncExternalStore` by the notice and the menu.
 */
export type Stranded = { target: string; checking: boolean } | null;

// The one whole-page load the site lets through: a Retry that found the site answering.
let passing: string | null = null;
const store = externalStore<Stranded>(null);

export const { get: getStranded, subscribe: subscribeStranded } = store;

/** An address of this site as the failure names it: path, query and hash, whatever form `href` takes. */
function addressOf(href: string): string {
  const { pathname, search, hash } = new URL(href, window.location.href);
  return `${pathname}${search}${hash}`;
}

/** Whether `href` is the address whose navigation could not reach the site. */
export function isStrandedAt(href: string): boolean {
  return getStranded()?.target === addressOf(href);
}

/** The navigation to `href` could not reach the site: the page stays, shown, with the bar held red. */
export function strand(href: string): void {
  stopLeaving();
  holdFailure();
  store.set({ target: addressOf(href), checking: false });
}

/** The visitor got elsewhere (a new route rendered): the failure is over. */
export function clearStranded(): void {
  if (getStranded() === null) return;
  releaseFailure();
  store.set(null);
}

/** Whether this whole-page load is the one a Retry started, which must go through; asked once. */
export function takePassage(url: string): boolean {
  if (passing !== url) return false;
  passing = null;
  return true;
}

/**
 * Loads `target` as a whole page, past the fallback guard: the site answered there, so the browser shows
 * whatever it answers (the page, or its 404 or 503 page).
 */
export function loadWholePage(target: string, mode: 'push' | 'replace' = 'push'): void {
  const url = new URL(target, window.location.href).href;
  passing = url;
  if (mode === 'replace') window.location.replace(url);
  else window.location.assign(url);
}

/**
 * Asks the site once (a HEAD of the target); if it answers, loads the page, otherwise the failure stays
 * as it was. One request per press, never on a timer: a visitor on a failing page never becomes a load.
 */
export async function retryStranded(): Promise<void> {
  const current = getStranded();
  if (current === null || current.checking) return;
  store.set({ ...current, checking: true });
  startProgress();
  const reachable = await isReachable(current.target);
  if (getStranded()?.target !== current.target) return;
  if (reachable) {
    loadWholePage(current.target);
    return;
  }
  strand(current.target);
}
