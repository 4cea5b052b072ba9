import { useSyncExternalStore } from 'react';
import { isFavorite, type Favorites } from '@/lib/favorites/favorite';
import { favoritesStore as store } from '@/lib/favorites/store';

// The server, and the browser while it hydrates, see "nothing chosen yet" (the server snapshots below), so
// the HTML matches; React then reads storage and re-renders the few components that differ.

/** The favorites, or null until the browser has read them (on the server and during hydration). */
export function useFavorites(): Favorites | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

export function useIsFavorite(id: number): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => isFavorite(store.get(), id),
    () => false,
  );
}

export function useFavoriteCount(): number {
  return useSyncExternalStore(
    store.subscribe,
    () => Object.keys(store.get()).length,
    () => 0,
  );
}
