'use client';

import { useLocale } from 'next-intl';
import { useMemo, useTransition } from 'react';
import { getPathname, useRouter } from '@/lib/i18n/base-navigation';
import { navigationStarting } from './navigation-events';
import { usePendingNavigation } from './use-pending-navigation';

type Router = ReturnType<typeof useRouter>;

/**
 * next-intl's router whose `push` and `replace` report to the progress bar as the site's links do: the
 * navigation runs in a transition, pending until the new route renders.
 */
export function useProgressRouter(): Router {
  const router = useRouter();
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  usePendingNavigation(pending);
  return useMemo(() => {
    const navigate =
      (method: 'push' | 'replace'): Router['push'] =>
      (href, options) => {
        const target = getPathname({ href, locale: options?.locale ?? locale });
        if (!navigationStarting(target)) return;
        startTransition(() => router[method](href, options));
      };
    return { ...router, push: navigate('push'), replace: navigate('replace') };
  }, [router, locale]);
}
