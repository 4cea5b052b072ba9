import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationListener } from '@/components/layout/progress/navigation-listener.client';
import { finishProgress, getFailureKind, getProgressStatus } from '@/components/layout/progress/progress-store';
import { navigationState as nav } from './next-navigation-mock';

vi.mock('next/navigation', async () => (await import('./next-navigation-mock')).nextNavigationMock());

function linkTo(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  // As next/link does, before the event bubbles up to the document (and keeps jsdom from "navigating").
  anchor.addEventListener('click', (event) => event.preventDefault(), { once: true });
  document.body.append(anchor);
  return anchor;
}

describe('NavigationListener (page transition)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    nav.pathname = '/';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.navigating;
  });

  it('marks the page as leaving on a link to another page and shows the new one when the route changes', () => {
    const { rerender } = render(<NavigationListener />);
    fireEvent.click(linkTo('/news'));
    expect(document.documentElement.dataset.navigating).toBe('true');
    nav.pathname = '/news';
    rerender(<NavigationListener />);
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });

  it('shows the page again when no route change follows (a redirect back to the same path)', () => {
    render(<NavigationListener />);
    fireEvent.click(linkTo('/news'));
    act(() => vi.advanceTimersByTime(4999));
    expect(document.documentElement.dataset.navigating).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });
});

describe('NavigationListener (a page that cannot be reached)', () => {
  const plainFetch = window.fetch;
  const navigation = new EventTarget();
  const target = `${window.location.origin}/en/models/7/ana`;

  function navigate(url: string) {
    const event = Object.assign(new Event('navigate', { cancelable: true }), {
      userInitiated: false,
      destination: { url, sameDocument: false },
    });
    navigation.dispatchEvent(event);
    return event.defaultPrevented;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    // No answer from the server, neither for the router's request nor for the second ask.
    window.fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(() => {
    window.fetch = plainFetch;
    Reflect.deleteProperty(window, 'navigation');
    // The failed bar hides on its timer.
    vi.runAllTimers();
    finishProgress();
    vi.useRealTimers();
    delete document.documentElement.dataset.navigating;
  });

  it("marks the bar failed, stops the leaving fade and cancels the router's whole-page load of it", async () => {
    const { unmount } = render(<NavigationListener />);
    const routerFetch = window.fetch;
    expect(routerFetch).not.toBe(plainFetch);
    document.documentElement.dataset.navigating = 'true';
    await expect(routerFetch(`${target}?_rsc=1x2y3`, { headers: { rsc: '1' } })).rejects.toThrow(TypeError);
    expect(getProgressStatus()).toBe('failed');
    expect(getFailureKind()).toBe('navigation');
    expect(document.documentElement.dataset.navigating).toBeUndefined();
    expect(navigate(`${window.location.origin}/en/about`)).toBe(false);
    expect(navigate(target)).toBe(true);
    unmount();
    // Leaves no trace once gone.
    expect(window.fetch).not.toBe(routerFetch);
  });

  it('leaves failed prefetches alone', async () => {
    render(<NavigationListener />);
    await expect(window.fetch(`${target}?_rsc=1x2y3`, { headers: { rsc: '1', 'next-router-prefetch': '1' } })).rejects.toThrow(TypeError);
    expect(getProgressStatus()).not.toBe('failed');
    expect(navigate(target)).toBe(false);
  });
});
