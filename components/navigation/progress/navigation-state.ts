/**
 * How many client navigations the site started are still pending (Next reports each through
 * `useLinkStatus` or a router transition). Two can overlap for a moment when a second link is followed
 * before the first arrived.
 */
let pending = 0;

export function setPendingNavigations(count: number): void {
  pending = Math.max(0, count);
}

export function pendingNavigations(): number {
  return pending;
}
