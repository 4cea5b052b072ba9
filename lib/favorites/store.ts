import {
  FAVORITES_KEY,
  parseFavorites,
  toggledFavorite,
  withoutFavorite,
  type Favorite,
  type Favorites,
} from './favorite';

export type FavoritesStore = {
  /** The current favorites; the same object until they change (what `useSyncExternalStore` needs). */
  get(): Favorites;
  subscribe(listener: () => void): () => void;
  toggle(favorite: Favorite): void;
  remove(id: number): void;
};

type Browser = {
  storage: () => Storage;
  events: () => Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/**
 * The favorites of this browser, kept in local storage under `favorites` (SPEC.md §9) and shared by every
 * component of the page (listeners) and every tab (the `storage` event). Nothing here runs until a component
 * asks in the browser, so a server render never touches storage. When storage is unavailable (blocked, full,
 * a private window), the choice still works for the page that is open.
 */
export function createFavoritesStore(browser: Browser): FavoritesStore {
  const listeners = new Set<() => void>();
  let current: Favorites | null = null;
  // The stored text `current` was parsed from: an unchanged text keeps the same object (no re-render).
  let currentRaw: string | null = null;

  /** Re-reads storage; false when it cannot be read. */
  const refresh = (): boolean => {
    let raw: string | null;
    try {
      raw = browser.storage().getItem(FAVORITES_KEY);
    } catch {
      return false;
    }
    if (current === null || raw !== currentRaw) {
      current = parseFavorites(raw);
      currentRaw = raw;
    }
    return true;
  };
  const get = (): Favorites => {
    if (current === null && !refresh()) current = {};
    return current ?? {};
  };
  const emit = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.key !== null && event.key !== FAVORITES_KEY) return;
    refresh();
    emit();
  };

  const update = (change: (favorites: Favorites) => Favorites) => {
    // From storage rather than memory: another tab may have written a moment ago.
    refresh();
    const next = change(get());
    if (next === current) return;
    current = next;
    const raw = JSON.stringify(next);
    try {
      browser.storage().setItem(FAVORITES_KEY, raw);
      currentRaw = raw;
    } catch {
      // Not persisted (storage full or blocked): the page keeps the choice in memory, and `currentRaw` still
      // names the stored text, so the next refresh does not take it back.
    }
    emit();
  };

  return {
    get,
    subscribe(listener) {
      if (listeners.size === 0) {
        // Nothing listened while no component was mounted: catch up with what other tabs wrote since.
        refresh();
        browser.events().addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) browser.events().removeEventListener('storage', onStorage);
      };
    },
    toggle: (favorite) => update((favorites) => toggledFavorite(favorites, favorite)),
    remove: (id) => update((favorites) => withoutFavorite(favorites, id)),
  };
}

/** The page's one store, on `window.localStorage`. */
export const favoritesStore = createFavoritesStore({
  storage: () => window.localStorage,
  events: () => window,
});
