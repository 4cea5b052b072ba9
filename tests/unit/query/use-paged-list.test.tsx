// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/query/client';
import { usePagedList, type ListPage } from '@/lib/query/use-paged-list';
import { VisitorClientContext } from '@/lib/query/visitor-client';

type Item = { id: number; name: string };

const page = (n: number, ids: number[], lastPage = 3): ListPage<Item> => ({
  items: ids.map((id) => ({ id, name: `Item ${id}` })),
  page: n,
  lastPage,
});

const options = {
  queryKey: ['test-list', 'es'],
  url: (n: number) => `/api/list?page=${n}`,
  first: { page: 1, lastPage: 3 },
  firstIds: [1, 2],
};

function setup(client: QueryClient = makeQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VisitorClientContext value={{ client }}>{children}</VisitorClientContext>
  );
  return { client, ...renderHook(() => usePagedList<Item>(options), { wrapper }) };
}

/** On fake timers, with `fetchMock` as the back end: the list, asked for its next page. */
function loadMoreOnFakeTimers(fetchMock: typeof fetch) {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  const { result } = setup();
  act(() => result.current.loadMore());
  return result;
}

describe('usePagedList', () => {
  it('starts from the server-rendered first page and asks for nothing on mount', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = setup();
    expect(result.current).toMatchObject({ items: [], hasMore: true, status: 'idle' });
    // Whatever the mount set off, on a timer or a promise, has run.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the next page with the query signal, leaving out items the first page already showed', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = setup();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    answer(Response.json(page(2, [2, 3, 4])));
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual([3, 4]));
    expect(result.current.status).toBe('idle');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/list?page=2');
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks once however often the end marker shows while a page is on its way, and stops at the last page', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = setup();
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => answer(Response.json(page(2, [3], 2))));
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    act(() => result.current.loadMore());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('aborts the request under way when the list unmounts', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const { result, unmount } = setup();
    act(() => result.current.loadMore());
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('keeps the loaded pages for a list shown again, without asking for them', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(page(2, [3, 4]))));
    vi.stubGlobal('fetch', fetchMock);
    const first = setup();
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    first.unmount();
    vi.useFakeTimers();
    const again = setup(first.client);
    expect(again.result.current.items.map((item) => item.id)).toEqual([3, 4]);
    // Whatever the mount set off, on a timer or a promise, has run.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a network error after a pause, then shows the page', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(page(2, [3])));
    const result = loadMoreOnFakeTimers(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.items.map((item) => item.id)).toEqual([3]);
    expect(result.current.status).toBe('idle');
  });

  it('retries a 5xx with growing pauses, then shows the error; the retry button asks again', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })));
    const result = loadMoreOnFakeTimers(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1800));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.status).toBe('error');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockResolvedValueOnce(Response.json(page(2, [3])));
    act(() => result.current.loadMore());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ status: 'idle', items: [{ id: 3, name: 'Item 3' }] });
  });

  it('does not retry a 400: the error shows at once', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 400 })));
    const result = loadMoreOnFakeTimers(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.status).toBe('error');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.items).toEqual([]);
  });
});
