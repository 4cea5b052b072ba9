'use client';

import { useDeferredValue, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True when the visitor asks for less motion. The server (and the first client render) assume reduced
 * motion, so nothing starts moving before the browser has been asked. The answer arrives deferred: what
 * it starts (an autoplay, the next slide, a video) renders when the page is idle, not in the task that
 * follows the hydration.
 */
export function useReducedMotion(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => window.matchMedia(QUERY).matches,
      () => true,
    ),
  );
}
