/**
 * Which client navigation the site started last and whether one is still pending, for the parts of the
 * page that react to a navigation that cannot reach the site (navigation-failure.client.tsx). Plain
 * module state with listeners, read through `useSyncExternalStore`.
 */
type Listener = () => void;

let target: string | null = null;
let started = 0;
let pending = 0;
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 0 while no navigation is pending; otherwise a number that changes with each navigation started. */
export function getNavigationSnapshot(): number {
  return pending > 0 ? started : 0;
}

/** The address (path, query and hash) of the last navigation the site started. */
export function lastNavigationTarget(): string | null {
  return target;
}

export function noteNavigationStarted(href: string): void {
  const url = new URL(href, window.location.href);
  target = `${url.pathname}${url.search}${url.hash}`;
  started += 1;
  changed();
}

export function setPendingNavigations(count: number): void {
  const before = getNavigationSnapshot();
  pending = Math.max(0, count);
  if (getNavigationSnapshot() !== before) changed();
}

export function pendingNavigations(): number {
  return pending;
}
