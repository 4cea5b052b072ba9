'use client';

import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

// Everything of framer-motion the site uses, in one module fetched on the visitor's first gesture
// (motion-loader.ts): no page loads animation code before someone acts on it.

/** @public Read through the module motion-loader.ts imports on the first gesture. */
export { m };

/**
 * Around each animated element: `m` components only (strict, so a full `motion` component cannot slip in),
 * with the DOM animation features, and the visitor's reduced-motion setting honoured.
 */
/** @public */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
