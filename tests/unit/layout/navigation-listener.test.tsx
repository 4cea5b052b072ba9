// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVING_AT_MOST_MS } from '@/components/navigation/progress/leaving';
import { NavigationListener } from '@/components/navigation/progress/navigation-listener.client';
import {
  navigationPending,
  navigationSettled,
  navigationStarting,
} from '@/components/navigation/progress/navigation-events';
import { finishProgress, getProgressStatus } from '@/components/navigation/progress/progress-store';
import { navigationState as nav } from '../../support/next-navigation-mock';

const leaving = () => document.documentElement.dataset.navigating;

describe('NavigationListener (page transition)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    nav.pathname = '/';
  });
  afterEach(() => {
    finishProgress();
    vi.runAllTimers();
    delete document.documentElement.dataset.navigating;
  });

  it('shows the new page and finishes the bar when the route changes', () => {
    const { rerender } = render(<NavigationListener />);
    expect(navigationStarting('/news')).toBe(true);
    navigationPending();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(leaving()).toBe('true');
    expect(getProgressStatus()).toBe('running');
    nav.pathname = '/news';
    rerender(<NavigationListener />);
    expect(leaving()).toBeUndefined();
    expect(getProgressStatus()).toBe('done');
  });

  it('scrolls to the top after a navigation, not after a history move', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = render(<NavigationListener />);
    nav.pathname = '/news';
    rerender(<NavigationListener />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    nav.pathname = '/';
    rerender(<NavigationListener />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('shows the page again when no route change follows (a redirect back to the same path)', () => {
    render(<NavigationListener />);
    navigationStarting('/news');
    act(() => {
      vi.advanceTimersByTime(LEAVING_AT_MOST_MS - 1);
    });
    expect(leaving()).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(leaving()).toBeUndefined();
  });

  it('does not fade the page for a link to the same path (another query)', () => {
    window.history.replaceState(null, '', '/models');
    expect(navigationStarting('/models?letter=b')).toBe(true);
    expect(leaving()).toBeUndefined();
    window.history.replaceState(null, '', '/');
  });

  it('ends the leaving state once Next reports the navigation no longer pending', async () => {
    navigationStarting('/news');
    navigationPending();
    navigationSettled();
    await act(() => Promise.resolve());
    expect(leaving()).toBeUndefined();
  });
});
