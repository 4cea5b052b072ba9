'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { markInAppNavigation } from './in-app-history';
import { routeRendered } from './navigation-events';

/**
 * Finishes the progress bar and shows the page again when the route changed, and scrolls to the top on
 * every navigation except history moves, where the browser restores the position. The site's links and
 * router start the bar (navigation-events.ts); this notices the end of every navigation, theirs or not.
 */
export function NavigationListener() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const historyMove = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    routeRendered();
    if (first.current) {
      first.current = false;
      return;
    }
    markInAppNavigation();
    if (!historyMove.current && !window.location.hash)
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    historyMove.current = false;
  }, [pathname, search]);

  return null;
}
