'use client';

import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { makeQueryClient } from './client';
import { fetchJson } from './fetch-json';
import { useVisitorClient } from './visitor-client';

/** One page of a list as the same-origin routes answer it. */
export type ListPage<T> = { items: T[]; page: number; lastPage: number };

export type PagedListStatus = 'idle' | 'loading' | 'error';

/** What a list renders from: the loaded items after the first page, and how to ask for the next. */
export type PagedListState<T> = {
  items: T[];
  hasMore: boolean;
  status: PagedListStatus;
  loadMore: () => void;
};

export type PagedListOptions = {
  /** Names the list: its kind, the locale and every filter, so each list keeps its own pages. */
  queryKey: readonly unknown[];
  /** The route answering page `page` of this list. */
  url: (page: number) => string;
  /** The page the server rendered and how many there are. */
  first: { page: number; lastPage: number };
  /** The ids of the server-rendered items, so an item that slid onto a later page shows once. */
  firstIds: readonly number[];
};

/**
 * A list whose first page the server rendered (its items stay server-rendered HTML; the query holds that
 * page's numbers as its initial data, so hydration asks for nothing) and whose later pages the browser loads
 * one at a time. `items` are the loaded items after the first page. The query belongs to the visitor's
 * client, so coming back to the list shows every loaded page again without asking for any.
 */
export function usePagedList<T extends { id: number }>({
  queryKey,
  url,
  first,
  firstIds,
}: PagedListOptions): PagedListState<T> {
  const client = useVisitorClient(makeQueryClient);
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam, signal }) => fetchJson<ListPage<T>>(url(pageParam), signal),
      initialPageParam: first.page,
      getNextPageParam: (last: ListPage<T>) => (last.page < last.lastPage ? last.page + 1 : undefined),
      initialData: (): InfiniteData<ListPage<T>, number> => ({
        pages: [{ items: [], page: first.page, lastPage: first.lastPage }],
        pageParams: [first.page],
      }),
    },
    client,
  );
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const items = useMemo(() => {
    const seen = new Set(firstIds);
    const unique: T[] = [];
    for (const item of data.pages.flatMap((page) => page.items)) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      unique.push(item);
    }
    return unique;
  }, [data, firstIds]);

  const status: PagedListStatus = isFetchingNextPage ? 'loading' : isFetchNextPageError ? 'error' : 'idle';
  // A second sighting of the end marker while a page is on its way joins that request (by default
  // fetchNextPage would cancel it and ask again); the rendered status may not show the request yet.
  const loadMore = useCallback(() => {
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, fetchNextPage]);

  return { items, hasMore: hasNextPage, status, loadMore };
}
