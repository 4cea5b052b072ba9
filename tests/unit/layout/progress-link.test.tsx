// @vitest-environment jsdom
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { createContext, useContext, useState, type ReactNode, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeRendered } from '@/components/navigation/progress/navigation-events';
import { getProgressStatus } from '@/components/navigation/progress/progress-store';
import { PathLink } from '@/components/ui/link.client';
import { Link } from '@/components/ui/link.client';
import { useProgressRouter as useRouter } from '@/components/navigation/progress/use-progress-router';
import { routerMock } from '../../support/next-navigation-mock';
import { renderFrameLeaf } from '@/tests/support/render-with-messages';

// next/link as the App Router runs it, reduced to what the site's link relies on: `onNavigate` before a
// client navigation (which it may cancel) and `useLinkStatus` pending until the navigation ends.
const next = vi.hoisted(() => ({ followed: [] as string[], arrive: () => {} }));
vi.mock('next/link', () => {
  const Status = createContext({ pending: false });
  type Props = {
    href: string;
    ref?: Ref<HTMLAnchorElement>;
    onNavigate?: (event: { preventDefault: () => void }) => void;
    children?: ReactNode;
    prefetch?: unknown;
  };
  function NextLink({ href, ref, onNavigate, children, prefetch, ...rest }: Props) {
    void prefetch;
    const [pending, setPending] = useState(false);
    const onClick = (event: React.MouseEvent) => {
      event.preventDefault();
      let cancelled = false;
      onNavigate?.({ preventDefault: () => (cancelled = true) });
      if (cancelled) return;
      next.followed.push(href);
      setPending(true);
      next.arrive = () => setPending(false);
    };
    return (
      <Status.Provider value={{ pending }}>
        <a ref={ref} href={href} {...rest} onClick={onClick}>
          {children}
        </a>
      </Status.Provider>
    );
  }
  return { default: NextLink, useLinkStatus: () => useContext(Status) };
});

/** Past the throttle the bar runs; once Next reports the navigation ended, it is done. */
async function expectRunningThenDone() {
  act(() => {
    vi.advanceTimersByTime(200);
  });
  expect(getProgressStatus()).toBe('running');
  await act(async () => {
    next.arrive();
    await Promise.resolve();
  });
  expect(getProgressStatus()).toBe('done');
}

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

describe('the site link reports its navigation to the progress bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    next.followed = [];
  });
  afterEach(() => {
    routeRendered();
    vi.runAllTimers();
    vi.restoreAllMocks();
  });

  it('shows the bar while Next reports the link pending past the throttle, and finishes it when it ends', async () => {
    renderFrameLeaf(<Link href="/news">News</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(next.followed).toEqual(['/en/news']);
    expect(document.documentElement.dataset.navigating).toBe('true');
    expect(getProgressStatus()).toBe('pending');
    await expectRunningThenDone();
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });

  it('without a connection, stays on the page and marks the bar failed', () => {
    online(false);
    renderFrameLeaf(<Link href="/news">News</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(next.followed).toEqual([]);
    expect(getProgressStatus()).toBe('failed');
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });

  it('keeps its own onNavigate and ref', () => {
    const onNavigate = vi.fn();
    let anchor: HTMLAnchorElement | null = null;
    renderFrameLeaf(
      <Link href="/news" onNavigate={onNavigate} ref={(node) => void (anchor = node)}>
        News
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(anchor).toBe(screen.getByRole('link', { name: 'News' }));
  });

  it('hands Next the same ref on every render, so the link is not registered again each time', () => {
    const ref = vi.fn();
    const { rerender } = renderFrameLeaf(
      <Link href="/news" ref={ref}>
        News
      </Link>,
    );
    rerender(
      <Link href="/news" ref={ref} className="again">
        News
      </Link>,
    );
    expect(ref).toHaveBeenCalledTimes(1);
  });

  it('reports a link to an already localized path (PathLink) the same way', async () => {
    renderFrameLeaf(<PathLink href="/en/models?letter=b">B</PathLink>);
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(next.followed).toEqual(['/en/models?letter=b']);
    await expectRunningThenDone();
  });
});

describe('the site router reports its navigations too', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={{}}>
      {children}
    </NextIntlClientProvider>
  );
  beforeEach(() => routerMock.push.mockClear());
  afterEach(() => {
    routeRendered();
    vi.restoreAllMocks();
  });

  it('pushes the localized path and marks the page as leaving', () => {
    const { result } = renderHook(() => useRouter(), { wrapper });
    act(() => result.current.push('/news'));
    expect(routerMock.push.mock.calls[0]?.[0]).toBe('/en/news');
    expect(document.documentElement.dataset.navigating).toBe('true');
  });

  it('without a connection, does not push and marks the bar failed', () => {
    online(false);
    const { result } = renderHook(() => useRouter(), { wrapper });
    act(() => result.current.push('/news'));
    expect(routerMock.push).not.toHaveBeenCalled();
    expect(getProgressStatus()).toBe('failed');
  });
});
