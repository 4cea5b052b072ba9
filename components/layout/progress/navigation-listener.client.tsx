'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { markInAppNavigation } from './in-app-history';
import { isNavigationClick } from './is-navigation-click';
import { finishProgress, reportRequestFailure, startProgress } from './progress-store';

/** A fetch that never reached the server rejects with a TypeError ("Failed to fetch" and the like). */
function isFailedFetch(reason: unknown): boolean {
  return reason instanceof TypeError && /fetch|network|load failed/i.test(reason.message);
}

/**
 * Starts the progress bar when a link to another page is followed, finishes it when the route changed,
 * scrolls to the top on every navigation (SPEC §2) except history moves, where the browser restores the
 * position, and marks the page as leaving so the "page" transition can fade it out.
 */
export function NavigationListener() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const historyMove = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isNavigationClick(event, anchor, new URL(window.location.href))) return;
      startProgress();
      if (new URL(anchor.href).pathname !== window.location.pathname) {
        document.documentElement.dataset.navigating = 'true';
      }
    };
    const onPopState = () => {
      historyMove.current = true;
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isFailedFetch(event.reason)) reportRequestFailure();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    delete document.documentElement.dataset.navigating;
    finishProgress();
    if (first.current) {
      first.current = false;
      return;
    }
    markInAppNavigation();
    if (!historyMove.current && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    historyMove.current = false;
  }, [pathname, search]);

  return null;
}
