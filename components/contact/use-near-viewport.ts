import { useCallback, useState } from 'react';

/**
 * How far outside the screen an element counts as near. None: on a phone the contact map starts about 60 px
 * below the first screen, and any margin would load it with the page anyway; the placeholder shows the
 * address meanwhile.
 */
export const nearViewportMargin = '0px';

/**
 * A callback ref and whether its element has come within `nearViewportMargin` of the screen; once true it
 * stays true. Where IntersectionObserver is missing, it is true at once, so the content is never withheld.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => (() => void) | void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: nearViewportMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
