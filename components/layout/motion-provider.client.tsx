'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { featuresOnFirstGesture } from './motion-loader';

/**
 * The site's animations: `m` components only (strict, so a full `motion` component cannot slip into the
 * first load), their features fetched apart, and the visitor's reduced-motion setting honoured everywhere.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={featuresOnFirstGesture} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
