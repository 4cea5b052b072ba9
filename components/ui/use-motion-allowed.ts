import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '@/components/ui/use-reduced-motion';
import { motionKit, subscribeToMotionKit, type MotionKit } from './motion-loader';

/**
 * Whether an animation may play: the animation code has arrived and the visitor has not asked for less
 * motion. A function, read at the moment of a change (a mount, an open, a close), since the code arrives
 * later. Calling the hook also arms the first-gesture fetch.
 */
export function useMotionAllowed(): () => boolean {
  useMotionKit();
  return () => motionKit() !== null && !prefersReducedMotion();
}

/** The animation code once it has arrived (re-rendering then), null before and on the server. */
export function useMotionKit(): MotionKit | null {
  return useSyncExternalStore(subscribeToMotionKit, motionKit, () => null);
}
