import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNavigationClick } from '@/components/layout/progress/is-navigation-click';
import {
  BLOCK_WINDOW_MS,
  canReach,
  fallbackLoadBlocker,
  guardNavigationFetch,
  navigationTarget,
  type NavigateEventLike,
} from '@/components/layout/progress/navigation-failure';
import {
  finishProgress,
  getFailureKind,
  getProgressStatus,
  progressDurationMs,
  progressThrottleMs,
  reportRequestFailure,
  startProgress,
  subscribeProgress,
} from '@/components/layout/progress/progress-store';
import { isLoadingOverlayVisible, languageChangeOverlayMs, showLoadingOverlay } from '@/components/layout/loading-store';

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

  it('tells a page that could not be opened from any failed request, also when one follows the other', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeProgress(() => seen.push(`${getProgressStatus()}:${getFailureKind()}`));
    reportRequestFailure();
    reportRequestFailure('navigation');
    vi.advanceTimersByTime(3000);
    reportRequestFailure();
    unsubscribe();
    expect(seen).toEqual(['failed:request', 'failed:navigation', 'failed:request']);
  });
});

describe('a navigation whose request fails', () => {
  const page = 'http://site.test/en/models';
  const profile = 'http://site.test/en/models/7/ana';
  const router = { rsc: '1', 'next-router-state-tree': '%5B%5D' };
  const failure = () => new TypeError('Failed to fetch');

  function guard(fetchImpl: typeof fetch, reachable: boolean) {
    const onUnreachable = vi.fn();
    const probe = vi.fn(async () => reachable);
    const guarded = guardNavigationFetch(fetchImpl, { current: () => page, reachable: probe, onUnreachable });
    return { guarded, probe, onUnreachable };
  }

  it("finds the page of the router's own request, not of a prefetch or any other request", () => {
    expect(navigationTarget(new URL(`${profile}?_rsc=abc12`), { headers: router }, page)).toBe(profile);
    expect(navigationTarget(`/en/models/7/ana?_rsc=x#top`, { headers: router }, page)).toBe(profile);
    expect(navigationTarget(new Request(`${profile}?q=a&_rsc=x`, { headers: router }), undefined, page)).toBe(`${profile}?q=a`);
    expect(navigationTarget(`${profile}?_rsc=x`, { headers: { ...router, 'next-router-prefetch': '1' } }, page)).toBeNull();
    expect(navigationTarget(`${profile}?_rsc=x`, { headers: { ...router, 'Next-Router-Segment-Prefetch': '/_tree' } }, page)).toBeNull();
    expect(navigationTarget('/api/talents?page=2', { headers: { accept: 'application/json' } }, page)).toBeNull();
  });

  it('passes answers through untouched, also an error answer', async () => {
    const answer = new Response('oops', { status: 503 });
    const { guarded, probe, onUnreachable } = guard(vi.fn(async () => answer), false);
    await expect(guarded(`${profile}?_rsc=x`, { headers: router })).resolves.toBe(answer);
    expect(probe).not.toHaveBeenCalled();
    expect(onUnreachable).not.toHaveBeenCalled();
  });

  it('when the server does not answer for that page either, says so before the router sees the same error', async () => {
    const error = failure();
    const { guarded, probe, onUnreachable } = guard(vi.fn(async () => Promise.reject(error)), false);
    await expect(guarded(`${profile}?_rsc=x`, { headers: router })).rejects.toBe(error);
    expect(probe).toHaveBeenCalledWith(profile);
    expect(onUnreachable).toHaveBeenCalledWith(profile);
  });

  it("leaves the router's fallback load alone when the server answers for the page", async () => {
    const { guarded, probe, onUnreachable } = guard(vi.fn(async () => Promise.reject(failure())), true);
    await expect(guarded(`${profile}?_rsc=x`, { headers: router })).rejects.toThrow(TypeError);
    expect(probe).toHaveBeenCalledWith(profile);
    expect(onUnreachable).not.toHaveBeenCalled();
  });

  it('ignores failed prefetches and other requests, aborted requests, and the page already at the address', async () => {
    const aborted = new DOMException('The user aborted a request.', 'AbortError');
    const cases: [unknown, string, RequestInit][] = [
      [failure(), `${profile}?_rsc=x`, { headers: { ...router, 'next-router-prefetch': '1' } }],
      [failure(), '/api/talents?page=2', {}],
      [aborted, `${profile}?_rsc=x`, { headers: router }],
      // A history move: the address is already the failed page's.
      [failure(), `${page}?_rsc=x`, { headers: router }],
    ];
    for (const [error, url, init] of cases) {
      const { guarded, probe, onUnreachable } = guard(vi.fn(async () => Promise.reject(error)), false);
      await expect(guarded(url, init)).rejects.toBe(error);
      expect(probe, url).not.toHaveBeenCalled();
      expect(onUnreachable, url).not.toHaveBeenCalled();
    }
  });

  it('asks the server with an uncached HEAD that does not follow redirects; no answer is unreachable', async () => {
    const answered = vi.fn(async () => new Response(null, { status: 200 }));
    expect(await canReach(profile, answered)).toBe(true);
    expect(answered).toHaveBeenCalledWith(profile, expect.objectContaining({ method: 'HEAD', cache: 'no-store', redirect: 'manual' }));
    expect(await canReach(profile, vi.fn(async () => new Response(null, { status: 503 })))).toBe(true);
    expect(await canReach(profile, vi.fn(async () => Promise.reject(failure())))).toBe(false);
  });

  it("cancels once the router's whole-page load of the page that could not be reached, and nothing else", () => {
    const blocker = fallbackLoadBlocker();
    const navigate = (url: string, more: Partial<Omit<NavigateEventLike, 'destination'>> & { sameDocument?: boolean } = {}) => {
      const event = {
        cancelable: more.cancelable ?? true,
        userInitiated: more.userInitiated ?? false,
        destination: { url, sameDocument: more.sameDocument ?? false },
        preventDefault: vi.fn(),
      };
      return { cancelled: blocker.onNavigate(event, 1000), event };
    };
    expect(navigate(profile).cancelled).toBe(false);
    blocker.block(profile, 900);
    expect(navigate('http://site.test/en/about').cancelled).toBe(false);
    expect(navigate(profile, { sameDocument: true }).cancelled).toBe(false);
    expect(navigate(profile, { userInitiated: true }).cancelled).toBe(false);
    expect(navigate(profile, { cancelable: false }).cancelled).toBe(false);
    const { cancelled, event } = navigate(`${profile}#top`);
    expect(cancelled).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    // Once: following the link again loads the page if it can.
    expect(navigate(profile).cancelled).toBe(false);
    // A block the router never acted on goes stale.
    blocker.block(profile, 1000 - BLOCK_WINDOW_MS - 1);
    expect(navigate(profile).cancelled).toBe(false);
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
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

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
