import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  navigationPending,
  navigationStarting,
  routeRendered,
} from '@/components/layout/progress/navigation-events';
import { NavigationFailure } from '@/components/layout/progress/navigation-failure.client';
import {
  finishProgress,
  getProgressStatus,
  holdFailure,
  releaseFailure,
  reportRequestFailure,
} from '@/components/layout/progress/progress-store';
import { routerMock } from './next-navigation-mock';
import { renderWithIntl } from './render';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

vi.mock('next/navigation', async () => (await import('./next-navigation-mock')).nextNavigationMock());
// Next's offline mode, as `useOffline` reports it: true once a navigation's request failed at the network.
const next = vi.hoisted(() => ({ unreachable: false }));
vi.mock('next/offline', () => ({ useOffline: () => next.unreachable }));

const fetchMock = vi.fn<typeof fetch>();

function notice() {
  return screen.getByRole('status');
}

/** A link was followed and Next reports it pending, as the site's Link does. */
function followLink(href: string) {
  act(() => {
    expect(navigationStarting(href)).toBe(true);
    navigationPending();
  });
}

describe('a navigation that cannot reach the site', () => {
  beforeEach(() => {
    next.unreachable = false;
    routerMock.push.mockClear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => routeRendered());
    releaseFailure();
    finishProgress();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says nothing while the site answers, even with a navigation pending', () => {
    const { rerender } = renderWithIntl(<NavigationFailure />);
    followLink('/en/news');
    rerender(<NavigationFailure />);
    expect(notice()).toBeEmptyDOMElement();
    expect(getProgressStatus()).not.toBe('failed');
  });

  it('says nothing when only a prefetch failed and no navigation is pending', () => {
    next.unreachable = true;
    renderWithIntl(<NavigationFailure />);
    expect(notice()).toBeEmptyDOMElement();
  });

  it('keeps the page, marks the bar failed and offers a retry in the page’s language', () => {
    const { rerender } = renderWithIntl(<NavigationFailure />, 'es');
    followLink('/noticias');
    expect(document.documentElement.dataset.navigating).toBe('true');
    next.unreachable = true;
    rerender(<NavigationFailure />);
    expect(notice()).toHaveTextContent(es.NavigationFailure.message);
    expect(screen.getByRole('button', { name: es.NavigationFailure.retry })).toBeVisible();
    expect(getProgressStatus()).toBe('failed');
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });

  it('a retry while the site is still unreachable navigates nowhere and shows the failure again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { rerender } = renderWithIntl(<NavigationFailure />);
    followLink('/en/news?page=2');
    next.unreachable = true;
    rerender(<NavigationFailure />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.NavigationFailure.retry }));
      await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledWith('/en/news?page=2', expect.objectContaining({ method: 'HEAD' }));
    expect(routerMock.push).not.toHaveBeenCalled();
    expect(getProgressStatus()).toBe('failed');
    expect(notice()).toHaveTextContent(en.NavigationFailure.message);
  });

  it('a retry once the site answers navigates again to the same address', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const { rerender } = renderWithIntl(<NavigationFailure />);
    followLink('/en/news');
    next.unreachable = true;
    rerender(<NavigationFailure />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.NavigationFailure.retry }));
      await Promise.resolve();
    });
    expect(routerMock.push).toHaveBeenCalledWith('/en/news');
    // The navigation's request got through: Next leaves its offline state and the route renders.
    next.unreachable = false;
    act(() => routeRendered());
    rerender(<NavigationFailure />);
    expect(notice()).toBeEmptyDOMElement();
    expect(getProgressStatus()).not.toBe('failed');
  });

  it('leaves a lost connection to the offline notice', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { rerender } = renderWithIntl(<NavigationFailure />);
    followLink('/en/news');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    next.unreachable = true;
    rerender(<NavigationFailure />);
    expect(notice()).toBeEmptyDOMElement();
  });
});

describe('a held failure', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    releaseFailure();
    finishProgress();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('stays red past the time a failed request shows, until released', () => {
    holdFailure();
    vi.advanceTimersByTime(10_000);
    expect(getProgressStatus()).toBe('failed');
    releaseFailure();
    expect(getProgressStatus()).toBe('idle');
  });

  it('a request failure reported meanwhile hides on its own timer again', () => {
    holdFailure();
    reportRequestFailure();
    vi.advanceTimersByTime(5000);
    expect(getProgressStatus()).toBe('idle');
  });
});
