'use client';

import { useDeferredValue } from 'react';
import { useMediaQuery } from './use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asks for less motion. The server (and the first client render) assume reduced
 * motion, so nothing starts moving before the browser has been asked. The answer arrives deferred: what
 * it starts (an autoplay, the next slide, a video) renders when the page is idle, not in the task that
 * follows the hydration.
 */
export function useReducedMotion(): boolean {
  return useDeferredValue(useMediaQuery(REDUCED_MOTION, true));
}

/**
 * The visitor's setting at this moment, for code that runs on an event rather than in a render. A browser
 * that cannot tell (no `matchMedia`) is taken to allow motion.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}
