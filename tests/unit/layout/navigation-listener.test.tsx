import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationListener } from '@/components/layout/progress/navigation-listener.client';
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
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(document.documentElement.dataset.navigating).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.documentElement.dataset.navigating).toBeUndefined();
  });
});
