import { localStore, type ExternalStore } from '@/lib/external-store';
import {
  FAVORITES_KEY,
  parseFavorites,
  toggledFavorite,
  withFavorite,
  withoutFavorite,
  type Favorite,
  type Favorites,
} from './favorite';

export type FavoritesStore = ExternalStore<Favorites> & {
  toggle(favorite: Favorite): void;
  remove(id: number): void;
  /** Adds every one of these talents (a shared selection); one already chosen gets the newer snapshot. */
  addAll(favorites: readonly Favorite[]): void;
};

type Browser = Pick<Parameters<typeof localStore>[0], 'storage' | 'events'>;

/**
 * The favorites of this browser, kept in local storage under `favorites` and shared by every component of
 * the page and every tab; the favorites page's selection is made of them.
 */
export function createFavoritesStore(browser: Browser): FavoritesStore {
  const store = localStore({ key: FAVORITES_KEY, parse: parseFavorites, ...browser });
  return {
    get: store.get,
    subscribe: store.subscribe,
    toggle: (favorite) => store.update((favorites) => toggledFavorite(favorites, favorite)),
    remove: (id) => store.update((favorites) => withoutFavorite(favorites, id)),
    addAll: (list) => store.update((favorites) => list.reduce(withFavorite, favorites)),
  };
}

/** The page's one store, on `window.localStorage`. */
export const favoritesStore = createFavoritesStore({
  storage: () => window.localStorage,
  events: () => window,
});
