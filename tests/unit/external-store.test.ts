// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { externalStore, localStore } from '@/lib/external-store';

describe('externalStore', () => {
  it('tells its listeners of a change, once per new value, until they unsubscribe', () => {
    const store = externalStore<string | null>(null);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('a');
    store.set('a');
    expect(store.get()).toBe('a');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('b');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('b');
  });
});

describe('externalStore watch', () => {
  it('starts watching with the first listener and stops with the last', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const store = externalStore(0, watch);
    const offA = store.subscribe(() => {});
    const offB = store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
    offA();
    offA();
    expect(stop).not.toHaveBeenCalled();
    offB();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(watch).toHaveBeenCalledTimes(2);
  });
});

describe('localStore', () => {
  const KEY = 'test-list';
  // A list of words; anything else storage may hold reads as the empty list.
  const parse = (raw: string | null): readonly string[] => {
    try {
      const data: unknown = JSON.parse(raw ?? '[]');
      return Array.isArray(data) && data.every((item) => typeof item === 'string') ? data : [];
    } catch {
      return [];
    }
  };
  const newStore = () =>
    localStore({ key: KEY, parse, storage: () => window.localStorage, events: () => window });
  const add = (word: string) => (list: readonly string[]) => (list.includes(word) ? list : [...list, word]);
  const fromAnotherTab = (value: string | null, key: string | null = KEY) => {
    if (value === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  };

  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads what storage holds, and writes every change under its key', () => {
    window.localStorage.setItem(KEY, '["a"]');
    const store = newStore();
    expect(store.get()).toEqual(['a']);
    store.update(add('b'));
    expect(window.localStorage.getItem(KEY)).toBe('["a","b"]');
  });

  it('reads bad JSON as what parse makes of it, without throwing, and overwrites it on the next change', () => {
    window.localStorage.setItem(KEY, '["a", ');
    const store = newStore();
    expect(store.get()).toEqual([]);
    store.update(add('b'));
    expect(window.localStorage.getItem(KEY)).toBe('["b"]');
  });

  it('keeps the same object while the stored text is the same, and writes nothing for no change', () => {
    window.localStorage.setItem(KEY, '["a"]');
    const store = newStore();
    const listener = vi.fn();
    const before = store.get();
    store.subscribe(listener);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.update(add('a'));
    expect(setItem).not.toHaveBeenCalled();
    fromAnotherTab('["a"]');
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('follows a change made in another tab, a whole-storage clear included, and ignores other keys', () => {
    const store = newStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    fromAnotherTab('["x"]');
    expect(store.get()).toEqual(['x']);
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.setItem('other', '1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.get()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    fromAnotherTab('["y"]');
    expect(listener).toHaveBeenCalledTimes(2);
    // Subscribing again catches up with what was written while nobody listened.
    store.subscribe(listener);
    expect(store.get()).toEqual(['y']);
  });

  it('changes on top of what another tab wrote without an event reaching this one yet', () => {
    const store = newStore();
    store.get();
    window.localStorage.setItem(KEY, '["x"]');
    store.update(add('a'));
    expect(window.localStorage.getItem(KEY)).toBe('["x","a"]');
  });

  it('keeps a change in memory when storage is full, and a later read does not take it back', () => {
    window.localStorage.setItem(KEY, '["a"]');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = newStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(add('b'));
    expect(listener).toHaveBeenCalledTimes(1);
    store.update(add('c'));
    expect(store.get()).toEqual(['a', 'b', 'c']);
    expect(window.localStorage.getItem(KEY)).toBe('["a"]');
  });

  it('works in memory when storage cannot even be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = newStore();
    expect(store.get()).toEqual([]);
    store.update(add('a'));
    expect(store.get()).toEqual(['a']);
  });
});
