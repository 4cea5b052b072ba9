'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from '@/components/ui/link.client';

/**
 * A link that prefetches its page only once the visitor shows intent (pointer over it, focus, touch),
 * for long lists: twenty cards prefetching their pages as soon as they are on screen cost a phone data
 * and main-thread time while the list is still loading. The click itself still navigates in the app.
 */
export function IntentLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={show}
      onFocus={show}
      onTouchStart={show}
    />
  );
}
