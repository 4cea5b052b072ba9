'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePagedList, type PagedListOptions, type PagedListState } from './use-paged-list';

export type EngineProps = PagedListOptions & {
  /** The visitor already asked for the next page while this code was on its way: ask at once. */
  startLoading: boolean;
  onChange: (list: PagedListState<{ id: number }>) => void;
};

/**
 * The query half of `PagedList`, in its own chunk (TanStack Query's code comes with it). It renders nothing:
 * it hands the list up before the browser paints, so the list's own elements (and the server-rendered first
 * page among them) never remount when this code arrives.
 */
export function PagedListEngine({ startLoading, onChange, ...options }: EngineProps) {
  const { items, hasMore, status, loadMore } = usePagedList(options);
  useLayoutEffect(() => {
    onChange({ items, hasMore, status, loadMore });
  }, [onChange, items, hasMore, status, loadMore]);

  const started = useRef(false);
  useEffect(() => {
    if (!startLoading || started.current) return;
    started.current = true;
    loadMore();
  }, [startLoading, loadMore]);
  return null;
}
