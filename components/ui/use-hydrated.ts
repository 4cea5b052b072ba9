import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
