'use client';

import { useLinkStatus } from 'next/link';
import { useRef, type ComponentProps, type Ref } from 'react';
import { navigationStarting } from '@/components/layout/progress/navigation-events';
import { usePendingNavigation } from '@/components/layout/progress/use-pending-navigation';
import { Link as IntlLink } from '@/lib/i18n/base-navigation';

type Props = ComponentProps<typeof IntlLink>;

/** Inside the link, where Next's `useLinkStatus` answers for it: renders nothing. */
function NavigationStatus() {
  usePendingNavigation(useLinkStatus().pending);
  return null;
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    }
  };
}

/**
 * The site's internal link: next-intl's (localized pathnames) reporting its navigation to the progress bar
 * through Next's own hooks, `onNavigate` when it starts and `useLinkStatus` while it is pending.
 */
export function Link({ onNavigate, ref, children, ...props }: Props) {
  const anchor = useRef<HTMLAnchorElement>(null);
  return (
    <IntlLink
      {...props}
      ref={mergeRefs(ref, anchor)}
      onNavigate={(event) => {
        onNavigate?.(event);
        const href = anchor.current?.href;
        if (href && !navigationStarting(href)) event.preventDefault();
      }}
    >
      {children}
      <NavigationStatus />
    </IntlLink>
  );
}
