'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useVisiblePathname } from '@/lib/i18n/navigation';
import { motionKit } from '@/components/ui/motion-loader';
import { useMotionAllowed } from '@/components/ui/use-motion-allowed';

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
  return <PageFrame key={pathname}>{children}</PageFrame>;
}

/** One page's frame: whether it enters is decided once, when it mounts, so it never changes element. */
function PageFrame({ children }: { children: ReactNode }) {
  const motionAllowed = useMotionAllowed();
  const [enters] = useState(() => pageShown && motionAllowed());
  useEffect(() => {
    pageShown = true;
  }, []);
  const kit = enters ? motionKit() : null;
  if (!kit) return <div>{children}</div>;
  return (
    <kit.Motion>
      <kit.m.div
        initial={{ opacity: 0, y: 8 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.2, ease: [0.2, 0.6, 0.2, 1] }}
      >
        {children}
      </kit.m.div>
    </kit.Motion>
  );
}
