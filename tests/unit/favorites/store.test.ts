// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITES_KEY, toFavorite } from '@/lib/favorites/favorite';
import { createFavoritesStore } from '@/lib/favorites/store';
import { anaCard } from '../../support/talent-card';

const ana = toFavorite(anaCard, 'models');
const beto = toFavorite(
  { id: 7, name: 'Beto Ruiz', slug: 'beto-ruiz', subtitle: 'Actor', coverUrl: null, age: null, height: null },
  'talents',
);

const newStore = () => createFavoritesStore({ storage: () => window.localStorage, events: () => window });
const stored = () => JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? 'null') as unknown;

/** What another tab does: write storage, and this tab receives a `storage` event. */
function writeFromAnotherTab(value: string | null) {
  if (value === null) window.localStorage.removeItem(FAVORITES_KEY);
  else window.localStorage.setItem(FAVORITES_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY, newValue: value }));
}

describe('favorites store', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('restores what storage holds at start, under the key "favorites"', () => {
    window.localStorage.setItem('favorites', JSON.stringify({ 12: ana }));
    expect(newStore().get()).toEqual({ 12: ana });
  });

  it('starts empty on corrupt storage and does not throw', () => {
    window.localStorage.setItem(FAVORITES_KEY, '{"12": {"id": 12');
    const store = newStore();
    expect(store.get()).toEqual({});
    store.toggle(ana);
    expect(stored()).toEqual({ 12: ana });
  });

  it('writes every change and tells every listener of the page', () => {
    const store = newStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    store.toggle(ana);
    store.toggle(beto);
    expect(stored()).toEqual({ 12: ana, 7: beto });
    store.remove(12);
    expect(stored()).toEqual({ 7: beto });
    store.toggle(beto);
    expect(stored()).toEqual({});
    expect(first).toHaveBeenCalledTimes(4);
    expect(second).toHaveBeenCalledTimes(4);
  });

  it('keeps the same object while nothing changed (a stable snapshot for React)', () => {
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify({ 12: ana }));
    const store = newStore();
    const before = store.get();
    const unsubscribe = store.subscribe(() => {});
    expect(store.get()).toBe(before);
    store.remove(99);
    expect(store.get()).toBe(before);
    unsubscribe();
  });

  it('follows other tabs through the storage event, and stops listening when nobody listens', () => {
    const store = newStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    writeFromAnotherTab(JSON.stringify({ 7: beto }));
    expect(store.get()).toEqual({ 7: beto });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    writeFromAnotherTab(null);
    expect(store.get()).toEqual({});
    unsubscribe();
    writeFromAnotherTab(JSON.stringify({ 12: ana }));
    expect(listener).toHaveBeenCalledTimes(2);
    // A component mounted later catches up with what was written meanwhile.
    store.subscribe(listener);
    expect(store.get()).toEqual({ 12: ana });
  });

  it('adds on top of what another tab wrote a moment ago', () => {
    const store = newStore();
    store.get();
    window.localStorage.setItem(FAVORITES_KEY, JSON.stringify({ 7: beto }));
    store.toggle(ana);
    expect(stored()).toEqual({ 7: beto, 12: ana });
  });

  it('keeps working in memory when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = newStore();
    expect(store.get()).toEqual({});
    store.toggle(ana);
    store.toggle(beto);
    expect(store.get()).toEqual({ 12: ana, 7: beto });
  });

  it('keeps an unsaved choice when only writing fails', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = newStore();
    store.toggle(ana);
    store.toggle(beto);
    expect(store.get()).toEqual({ 12: ana, 7: beto });
  });

  it('adds a whole shared selection at once, keeping what was chosen and refreshing a chosen snapshot', () => {
    const store = newStore();
    store.toggle(ana);
    const renamed = { ...ana, subtitle: 'Editorial' };
    const carla = { ...beto, id: 30, name: 'Carla Paz', slug: 'carla-paz' };
    store.addAll([renamed, beto, carla]);
    expect(store.get()).toEqual({ 12: renamed, 7: beto, 30: carla });
    expect(stored()).toEqual({ 12: renamed, 7: beto, 30: carla });
  });
});
