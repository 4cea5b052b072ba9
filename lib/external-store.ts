type Listener = () => void;

export type ExternalStore<T> = {
  /** The current value; the same object until it changes (what `useSyncExternalStore` needs). */
  get: () => T;
  subscribe: (listener: Listener) => () => void;
};

/**
 * A value shared by client components outside React's tree (read with `useSyncExternalStore`): module state
 * with listeners. Plain functions, so code that is not a component (a fetch, a timer) can set it too.
 * `watch` starts whatever feeds the value from outside while anyone listens, and returns its stop.
 */
export function externalStore<T>(initial: T, watch?: () => () => void) {
  let value = initial;
  const listeners = new Set<Listener>();
  let stopWatching: (() => void) | undefined;
  return {
    get: (): T => value,
    set: (next: T): void => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: Listener): (() => void) => {
      // Started before the listener joins, so a catch-up read on the way in notifies nobody twice.
      if (listeners.size === 0) stopWatching = watch?.();
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stopWatching?.();
        stopWatching = undefined;
      };
    },
  };
}

type LocalStoreOptions<T> = {
  key: string;
  /** Makes a value of whatever storage holds: null (nothing), bad JSON or an old shape included. */
  parse: (raw: string | null) => T;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  events: () => Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/**
 * A value kept in the browser's storage under `key`, shared by every component of the page (listeners) and
 * every tab (the `storage` event). Nothing touches storage until a component asks in the browser, so a
 * server render never does. When storage is unavailable (blocked, full, a private window), changes still
 * work for the page that is open.
 */
export function localStore<T>({ key, parse, storage, events }: LocalStoreOptions<T>) {
  // The stored text the value was parsed from: the same text keeps the same object, so components do not
  // re-render for nothing.
  let raw: string | null = null;
  let read = false;

  /** Re-reads storage; false when it cannot be read. */
  const refresh = (): boolean => {
    let text: string | null;
    try {
      text = storage().getItem(key);
    } catch {
      return false;
    }
    if (!read || text !== raw) {
      raw = text;
      read = true;
      store.set(parse(text));
    }
    return true;
  };

  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.key === null || event.key === key) refresh();
  };

  const store = externalStore<T | undefined>(undefined, () => {
    // Nothing listened while no component was mounted: catch up with what other tabs wrote since.
    refresh();
    events().addEventListener('storage', onStorage);
    return () => events().removeEventListener('storage', onStorage);
  });

  const get = (): T => {
    if (!read && !refresh()) {
      read = true;
      store.set(parse(null));
    }
    return store.get() as T;
  };

  return {
    get,
    subscribe: store.subscribe,
    /** Applies a change to the freshest value and writes it; an unchanged value writes nothing. */
    update: (change: (value: T) => T): void => {
      // From storage rather than memory: another tab may have written a moment ago.
      refresh();
      const current = get();
      const next = change(current);
      if (Object.is(next, current)) return;
      const text = JSON.stringify(next);
      try {
        storage().setItem(key, text);
        raw = text;
      } catch {
        // Not persisted (storage full or blocked): the page keeps the change in memory, and `raw` still
        // names the stored text, so the next refresh does not take it back.
      }
      store.set(next);
    },
  } satisfies ExternalStore<T> & { update: unknown };
}
