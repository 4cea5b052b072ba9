import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNavigationClick } from '@/components/layout/progress/is-navigation-click';
import {
  finishProgress,
  getProgressStatus,
  progressDurationMs,
  progressThrottleMs,
  reportRequestFailure,
  startProgress,
  subscribeProgress,
} from '@/components/layout/progress/progress-store';
import {
  isLoadingOverlayVisible,
  languageChangeOverlayMs,
  showLoadingOverlay,
} from '@/components/layout/loading-store';

describe('progress store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    finishProgress();
    vi.runAllTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('uses the specification timings', () => {
    expect(progressThrottleMs).toBe(200);
    expect(progressDurationMs).toBe(5000);
  });

  it('shows the bar only after the 200 ms throttle', () => {
    startProgress();
    expect(getProgressStatus()).toBe('pending');
    vi.advanceTimersByTime(199);
    expect(getProgressStatus()).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(getProgressStatus()).toBe('running');
    finishProgress();
    expect(getProgressStatus()).toBe('done');
    vi.advanceTimersByTime(1000);
    expect(getProgressStatus()).toBe('idle');
  });

  it('never shows the bar for a navigation faster than the throttle', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeProgress(() => seen.push(getProgressStatus()));
    startProgress();
    vi.advanceTimersByTime(100);
    finishProgress();
    vi.advanceTimersByTime(1000);
    unsubscribe();
    expect(seen).toEqual(['pending', 'idle']);
  });

  it('turns failed on a request failure, stays failed through a route change, then clears', () => {
    startProgress();
    vi.advanceTimersByTime(300);
    reportRequestFailure();
    expect(getProgressStatus()).toBe('failed');
    finishProgress();
    expect(getProgressStatus()).toBe('failed');
    vi.advanceTimersByTime(5000);
    expect(getProgressStatus()).toBe('idle');
  });
});

describe('loading overlay store', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the overlay for 600 ms on a language change', () => {
    vi.useFakeTimers();
    expect(languageChangeOverlayMs).toBe(600);
    showLoadingOverlay();
    expect(isLoadingOverlayVisible()).toBe(true);
    vi.advanceTimersByTime(599);
    expect(isLoadingOverlayVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isLoadingOverlayVisible()).toBe(false);
  });
});

describe('isNavigationClick', () => {
  const current = new URL('http://site.test/models?letter=a');
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };

  function anchor(href: string, attrs: Record<string, string> = {}) {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  }

  it('is true for a plain click to another page or query of the site', () => {
    expect(isNavigationClick(click, anchor('/en/about'), current)).toBe(true);
    expect(isNavigationClick(click, anchor('/models?letter=b'), current)).toBe(true);
  });

  it('is false for the same page, hashes, other sites, new tabs, downloads and modified clicks', () => {
    expect(isNavigationClick(click, anchor('/models?letter=a'), current)).toBe(false);
    expect(isNavigationClick(click, anchor('#main'), current)).toBe(false);
    expect(isNavigationClick(click, anchor('https://instagram.com/x'), current)).toBe(false);
    expect(isNavigationClick(click, anchor('/about', { target: '_blank' }), current)).toBe(false);
    expect(isNavigationClick(click, anchor('/file.zip', { download: '' }), current)).toBe(false);
    expect(isNavigationClick({ ...click, metaKey: true }, anchor('/about'), current)).toBe(false);
    expect(isNavigationClick({ ...click, button: 1 }, anchor('/about'), current)).toBe(false);
    expect(isNavigationClick({ ...click, defaultPrevented: true }, anchor('/about'), current)).toBe(false);
  });
});
