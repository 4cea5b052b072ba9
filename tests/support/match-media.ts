import { vi } from 'vitest';

/**
 * A browser whose media queries answer `matches(query)`, without ever changing; undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** A browser where the visitor asks for less motion, or does not. */
export function stubReducedMotion(reduce: boolean) {
  stubMatchMedia((query) => query.includes('prefers-reduced-motion') && reduce);
}
