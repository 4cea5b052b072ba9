'use client';

import { useCallback, useState, type ReactNode } from 'react';
import type { PagedListOptions, PagedListState } from './use-paged-list';

type Engine = typeof import('./paged-list-engine.client');

// Once loaded, the engine stays: a list shown again (a back navigation) gets its loaded pages before the
// browser paints, so the browser can put the scroll position back.
let engine: Engine | null = null;
const loadEngine = async (): Promise<Engine> => (engine ??= await import('./paged-list-engine.client'));

type Props<T> = PagedListOptions & { children: (list: PagedListState<T>) => ReactNode };

/**
 * A server-rendered first page and the pages loaded after it (`usePagedList`, TanStack Query). The query is
 * needed only from the second page on, so its code (about 10 KB gzip) loads when the visitor first reaches
 * the end of the list, not with the page.
 */
export function PagedList<T extends { id: number }>({ children, ...options }: Props<T>) {
  const [loaded, setLoaded] = useState(() => engine);
  const [waiting, setWaiting] = useState<'no' | 'yes' | 'failed'>('no');
  const [list, setList] = useState<PagedListState<{ id: number }> | null>(null);

  const loadFirst = useCallback(() => {
    setWaiting('yes');
    loadEngine().then(setLoaded, () => setWaiting('failed'));
  }, []);

  const shown: PagedListState<T> = (list as PagedListState<T> | null) ?? {
    items: [],
    hasMore: options.first.page < options.first.lastPage,
    status: waiting === 'yes' ? 'loading' : waiting === 'failed' ? 'error' : 'idle',
    loadMore: waiting === 'yes' ? () => {} : loadFirst,
  };
  return (
    <>
      {loaded ? (
        <loaded.PagedListEngine {...options} startLoading={waiting === 'yes'} onChange={setList} />
      ) : null}
      {children(shown)}
    </>
  );
}
