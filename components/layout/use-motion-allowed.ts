import { useReducedMotionConfig } from 'framer-motion';
import { motionLoaded } from './motion-loader';

/**
 * Whether an animation may play: the visitor has not asked for less motion and the features have arrived.
 * A function, read at the moment of a change (a mount, an open, a close), since the features arrive later.
 */
export function useMotionAllowed(): () => boolean {
  const reduced = useReducedMotionConfig();
  return () => !reduced && motionLoaded();
}
