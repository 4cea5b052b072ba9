'use client';

import { useEffect, useRef } from 'react';
import { useVisiblePathname } from '@/lib/i18n/navigation';

/**
 * After a navigation inside the site, keyboard and screen-reader focus moves to the new page's main heading
 * (it would otherwise stay on a link of the page that is gone, or fall to the body); Next's route announcer
 * reads the new title. A first load keeps the browser's own focus.
 */
export function FocusOnNavigation() {
  const pathname = useVisiblePathname();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const heading =
        document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
