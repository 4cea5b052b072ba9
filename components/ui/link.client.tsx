'use client';

import NextLink, { useLinkStatus } from 'next/link';
import { useImperativeHandle, useRef, type ComponentProps, type Ref } from 'react';
import { navigationStarting } from '@/components/navigation/progress/navigation-events';
import { usePendingNavigation } from '@/components/navigation/progress/use-pending-navigation';
import { Link as IntlLink } from '@/lib/i18n/base-navigation';

type NavigateHandler = (event: { preventDefault: () => void }) => void;

/** Inside the link, where Next's `useLinkStatus` answers for it: renders nothing. */
function NavigationStatus() {
  usePendingNavigation(useLinkStatus().pending);
  return null;
}

/**
 * The props that make a Next link report its navigation to the progress bar: `onNavigate` (a client
 * navigation is about to start; cancelled without a connection) and a ref to read the target from. The ref
 * is one object for the link's life (the caller's own ref is served from it), so Next does not register the
 * link for prefetching again on every render.
 */
function useProgressProps(onNavigate: NavigateHandler | undefined, ref: Ref<HTMLAnchorElement> | undefined) {
  const anchor = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(ref, () => anchor.current!, []);
  const navigate: NavigateHandler = (event) => {
    onNavigate?.(event);
    const href = anchor.current?.href;
    if (href && !navigationStarting(href)) event.preventDefault();
  };
  return { ref: anchor, onNavigate: navigate };
}

/**
 * The site's internal link: next-intl's (localized pathnames) reporting its navigation to the progress bar
 * through Next's own hooks, `onNavigate` when it starts and `useLinkStatus` while it is pending.
 */
export function Link({ onNavigate, ref, children, ...props }: ComponentProps<typeof IntlLink>) {
  return (
    <IntlLink {...props} {...useProgressProps(onNavigate, ref)}>
      {children}
      <NavigationStatus />
    </IntlLink>
  );
}

/**
 * The same for a path that is already localized (a roster filter's query, another language's page), where
 * next-intl's typed pathnames do not apply.
 */
export function PathLink({ onNavigate, ref, children, ...props }: ComponentProps<typeof NextLink>) {
  return (
    <NextLink {...props} {...useProgressProps(onNavigate, ref)}>
      {children}
      <NavigationStatus />
    </NextLink>
  );
}
