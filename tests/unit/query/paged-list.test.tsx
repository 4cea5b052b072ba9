// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/components/layout/query-provider.client';
import { PagedList } from '@/lib/query/paged-list.client';

type Item = { id: number; name: string };

function List() {
  return (
    <PagedList<Item>
      queryKey={['paged-list-test', 'es']}
      url={(n) => `/api/list?page=${n}`}
      first={{ page: 1, lastPage: 2 }}
      firstIds={[1]}
    >
      {({ items, hasMore, status, loadMore }) => (
        <>
          <ul>
            <li data-testid="server-item">Item 1</li>
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
          <p data-testid="status">{`${status} ${hasMore ? 'more' : 'end'}`}</p>
          <button type="button" onClick={loadMore}>
            more
          </button>
        </>
      )}
    </PagedList>
  );
}

/** The list on one page of a visit, that the visitor can leave and come back to. */
function Visit() {
  const [shown, setShown] = useState(true);
  return (
    <QueryProvider>
      <button type="button" onClick={() => setShown((value) => !value)}>
        toggle
      </button>
      {shown ? <List /> : null}
    </QueryProvider>
  );
}

describe('PagedList', () => {
  it('asks for nothing until the next page is wanted, then loads it without remounting the first page', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ items: [{ id: 2, name: 'Item 2' }], page: 2, lastPage: 2 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Visit />);
    const serverItem = screen.getByTestId('server-item');
    expect(screen.getByTestId('status')).toHaveTextContent('idle more');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(screen.getByTestId('status')).toHaveTextContent('loading more');
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('idle end'));
    expect(screen.getByTestId('server-item')).toBe(serverItem);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Leaving and coming back: the loaded page is there in the first paint, and nothing is asked again.
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.queryByText('Item 2')).toBeNull();
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('idle end');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
