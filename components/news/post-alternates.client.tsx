'use client';

import { useEffect } from 'react';
import { setAlternatePaths } from '@/components/layout/alternate-paths';
import { useVisiblePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/pathnames';

/** Hands the post's address in each language to the language switch while the post is shown. */
export function PostAlternates({ paths }: { paths: Record<Locale, string> }) {
  const pathname = useVisiblePathname();
  useEffect(() => {
    setAlternatePaths({ pathname, paths });
    return () => setAlternatePaths(null);
  }, [pathname, paths]);
  return null;
}
