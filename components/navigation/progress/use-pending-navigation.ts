import { useEffect, useRef } from 'react';
import { navigationForgotten, navigationPending, navigationSettled } from './navigation-events';

/** Reports a navigation's pending state, as Next gives it to a link or a router transition, to the bar. */
export function usePendingNavigation(pending: boolean): void {
  const reported = useRef(false);
  useEffect(() => {
    if (pending === reported.current) return;
    reported.current = pending;
    if (pending) navigationPending();
    else navigationSettled();
  }, [pending]);
  // Unmounted while pending: forget it without ending the progress, which the new route's render ends.
  useEffect(
    () => () => {
      if (reported.current) navigationForgotten();
      reported.current = false;
    },
    [],
  );
}
