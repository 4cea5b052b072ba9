'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { markInAppNavigation } from './in-app-history';
import { isNavigationClick } from './is-navigation-click';
import { finishProgress, reportRequestFailure, startProgress } from './progress-store';

// A navigation that ends on the same path (a redirect back to it) changes no route: the leaving page must
// not stay faded out. After this long it shows again, as the progress bar's own time runs out too.
const LEAVING_AT_MOST_MS = 5000;

function stopLeaving(): void {
  delete document.documentElement.dataset.navigating;
}

/** A fetch that never reached the server rejects with a TypeError ("Failed to fetch" and the like). */
function isFailedFetch(reason: unknown): boolean {
  return reason instanceof TypeError && /fetch|network|load failed/i.test(reason.message);
}

/**
 * Starts the progress bar when a link to another page is followed (or shows it failed when there is no
 * connection to follow it with), finishes it when the route changed,
 * scrolls to the top on every navigation (SPEC §2) except history moves, where the browser restores the
 * position, and marks the page as leaving so the "page" transition can fade it out.
 */
export function NavigationListener() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const historyMove = useRef(false);
  const first = useRef(true);
  const leaving = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isNavigationClick(event, anchor, new URL(window.location.href))) return;
      if (!navigator.onLine) {
        // The request cannot succeed: the router would fall back to a full page load and leave the visitor
        // on the browser's error page. They stay on this page, the bar shows the failure (the offline notice
        // says why), and the same link works once the connection is back.
        event.preventDefault();
        reportRequestFailure();
        return;
      }
      startProgress();
      if (new URL(anchor.href).pathname !== window.location.pathname) {
        document.documentElement.dataset.navigating = 'true';
        window.clearTimeout(leaving.current);
        leaving.current = window.setTimeout(stopLeaving, LEAVING_AT_MOST_MS);
      }
    };
    const onPopState = () => {
      historyMove.current = true;
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isFailedFetch(event.reason)) reportRequestFailure();
    };
    // Capture phase: the App Router hydrates the whole document, so React's own click listener sits on the
    // document too and runs first in the bubble phase, where next/link has already called preventDefault.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    window.clearTimeout(leaving.current);
    stopLeaving();
    finishProgress();
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
