'use client';

import { m } from 'framer-motion';
import { useEffect, type ReactNode } from 'react';
import { useVisiblePathname } from '@/lib/i18n/navigation';
import { useMotionAllowed } from './use-motion-allowed';

// Whether a page has already been shown in this document. The first one, from the server's HTML, is painted
// as it is (never from opacity 0, which would also delay the largest paint); the pages reached from it enter.
let pageShown = false;

/**
 * The entering half of the page transition: each new page rises and fades in over 200 ms. Keyed by the
 * path, since the template around it remounts only when the first segment changes (not from a roster to one
 * of its profiles, nor from one profile to the next).
 */
export function PageEnter({ children }: { children: ReactNode }) {
  const pathname = useVisiblePathname();
  const motionAllowed = useMotionAllowed();
  useEffect(() => {
    pageShown = true;
  }, []);
  return (
    <m.div
      key={pathname}
      initial={pageShown && motionAllowed() ? { opacity: 0, y: 8 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2, ease: [0.2, 0.6, 0.2, 1] }}
    >
      {children}
    </m.div>
  );
}
