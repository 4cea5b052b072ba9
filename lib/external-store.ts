/**
 * A value shared by client components outside React's tree (read with `useSyncExternalStore`): module state
 * with listeners. Plain functions, so code that is not a component (a fetch, a timer) can set it too.
 */
export function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
