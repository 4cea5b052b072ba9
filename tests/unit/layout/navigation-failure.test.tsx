// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  navigationPending,
  navigationStarting,
  routeRendered,
} from '@/components/navigation/progress/navigation-events';
import { NavigationFailure } from '@/components/navigation/progress/navigation-failure.client';
import {
  finishProgress,
  getProgressStatus,
  holdFailure,
  releaseFailure,
  reportRequestFailure,
} from '@/components/navigation/progress/progress-store';
import { getStranded, strand, takePassage } from '@/components/navigation/progress/stranded-navigation';
import { renderFrameLeaf } from '@/tests/support/render-with-messages';
import { pagePath } from '@/tests/support/paths';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const fetchMock = vi.fn<typeof fetch>();
const here = window.location.origin;

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

/** A `navigate` event of the Navigation API as the browser fires it, for the parts the guard reads. */
function navigateEvent(url: string, init: { userInitiated?: boolean; sameDocument?: boolean } = {}) {
  const event = new Event('navigate', { cancelable: true });
  Object.assign(event, {
    navigationType: 'push',
    destination: { url, sameDocument: init.sameDocument ?? false },
    userInitiated: init.userInitiated ?? false,
    downloadRequest: null,
    formData: null,
  });
  return event;
}

/** Lets the HEAD of a check settle and its result reach the store. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a navigation that cannot reach the site', () => {
  const navigation = new EventTarget();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigation', navigation);
  });
  afterEach(() => {
    act(() => routeRendered());
    releaseFailure();
    finishProgress();
    vi.restoreAllMocks();
  });

  it('says nothing while the site answers, even with a navigation pending', () => {
    renderFrameLeaf(<NavigationFailure />);
    followLink('/en/news');
    expect(notice()).toBeEmptyDOMElement();
    expect(getProgressStatus()).not.toBe('failed');
  });

  it('holds Next’s whole-page load, asks the site once, and keeps the page when it cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderFrameLeaf(<NavigationFailure />, 'es');
    followLink('/noticias');
    expect(document.documentElement.dataset.navigating).toBe('true');
    const event = navigateEvent(`${here}/noticias?page=2`);
    act(() => void navigation.dispatchEvent(event));
    await settle();

    expect(event.defaultPrevented).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      `${here}/noticias?page=2`,
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(notice()).toHaveTextContent(es.NavigationFailure.message);
    expect(screen.getByRole('button', { name: es.NavigationFailure.retry })).toBeVisible();
    expect(getProgressStatus()).toBe('failed');
    expect(document.documentElement.dataset.navigating).toBeUndefined();
    expect(getStranded()).toEqual({ target: '/noticias?page=2', checking: false });
  });

  it('lets the load go when the site answers (a proxy’s 404 or 503 page, a newer deployment)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    renderFrameLeaf(<NavigationFailure />);
    act(() => void navigation.dispatchEvent(navigateEvent(`${here}/en/news`)));
    await settle();
    expect(getStranded()).toBeNull();
    // The load is started again, and that one passes the guard.
    expect(takePassage(`${here}/en/news`)).toBe(true);
  });

  it('leaves alone the visitor’s own loads, the router’s in-page moves and other sites', () => {
    renderFrameLeaf(<NavigationFailure />);
    for (const event of [
      navigateEvent(`${here}/en/news`, { userInitiated: true }),
      navigateEvent(`${here}/en/news`, { sameDocument: true }),
      navigateEvent('https://elsewhere.example/en/news'),
    ]) {
      act(() => void navigation.dispatchEvent(event));
      expect(event.defaultPrevented).toBe(false);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never asks again on its own: the notice and the red bar stay until the visitor acts', async () => {
    vi.useFakeTimers();
    try {
      renderFrameLeaf(<NavigationFailure />);
      act(() => strand('/en/news'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(notice()).toHaveTextContent(en.NavigationFailure.message);
      expect(getProgressStatus()).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a retry while the site is still unreachable asks once and shows the failure again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderFrameLeaf(<NavigationFailure />);
    act(() => strand('/en/news?page=2'));
    fireEvent.click(screen.getByRole('button', { name: en.NavigationFailure.retry }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/en/news?page=2', expect.objectContaining({ method: 'HEAD' }));
    expect(getProgressStatus()).toBe('failed');
    expect(notice()).toHaveTextContent(en.NavigationFailure.message);
  });

  it('a retry once the site answers loads the page', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    renderFrameLeaf(<NavigationFailure />);
    act(() => strand('/en/news'));
    fireEvent.click(screen.getByRole('button', { name: en.NavigationFailure.retry }));
    await settle();
    expect(takePassage(`${here}/en/news`)).toBe(true);
  });

  it('following the same link again is a retry; another link ends the failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderFrameLeaf(<NavigationFailure />);
    act(() => strand('/en/news'));
    act(() => expect(navigationStarting('/en/news')).toBe(false));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getStranded()?.target).toBe('/en/news');

    followLink(pagePath('/about', 'en'));
    expect(getStranded()).toBeNull();
    expect(notice()).toBeEmptyDOMElement();
    expect(getProgressStatus()).not.toBe('failed');
  });

  it('a new route ends the failure', () => {
    renderFrameLeaf(<NavigationFailure />);
    act(() => strand('/en/news'));
    act(() => routeRendered());
    expect(notice()).toBeEmptyDOMElement();
    expect(getProgressStatus()).not.toBe('failed');
  });

  it('leaves a lost connection to the offline notice', () => {
    renderFrameLeaf(<NavigationFailure />);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => strand('/en/news'));
    expect(notice()).toBeEmptyDOMElement();
  });
});

describe('a held failure', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    releaseFailure();
    finishProgress();
    vi.runAllTimers();
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
