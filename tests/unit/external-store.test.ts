import { describe, expect, it, vi } from 'vitest';
import { externalStore } from '@/lib/external-store';

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
