import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  finishProgress,
  getProgressStatus,
  progressDurationMs,
  progressThrottleMs,
  reportRequestFailure,
  startProgress,
  subscribeProgress,
} from '@/components/navigation/progress/progress-store';
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
