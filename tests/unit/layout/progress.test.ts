import { beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The bar's status after each step: a number moves the clock on by that many ms, a function acts. */
const statusesAfter = (...steps: (number | (() => void))[]) =>
  steps.map((step) => {
    if (typeof step === 'number') vi.advanceTimersByTime(step);
    else step();
    return getProgressStatus();
  });

describe('progress store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    finishProgress();
    vi.runAllTimers();
  });

  it('uses the specification timings', () => {
    expect(progressThrottleMs).toBe(200);
    expect(progressDurationMs).toBe(5000);
  });

  it('shows the bar only after the 200 ms throttle', () => {
    const statuses = statusesAfter(startProgress, 199, 1, finishProgress, 1000);
    expect(statuses).toEqual(['pending', 'pending', 'running', 'done', 'idle']);
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
    const statuses = statusesAfter(startProgress, 300, reportRequestFailure, finishProgress, 5000);
    expect(statuses).toEqual(['pending', 'running', 'failed', 'failed', 'idle']);
  });
});

describe('loading overlay store', () => {
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
