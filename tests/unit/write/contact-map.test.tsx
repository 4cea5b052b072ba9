// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactMap } from '@/components/contact/contact-map.client';
import { nearViewportMargin } from '@/components/contact/use-near-viewport';

const props = {
  label: 'Mapa',
  lat: 19.4326,
  lng: -99.1942,
  zoom: 15,
  markerLabel: 'Polanco Models',
  address: 'Polanco Models, Masaryk 111, CDMX',
};

/** An IntersectionObserver the test moves: `enter()` brings every observed element near the screen. */
function stubObserver() {
  const observed: { callback: IntersectionObserverCallback; init?: IntersectionObserverInit }[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      observed.push({ callback, init });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observed,
    enter: () =>
      act(() => {
        for (const { callback } of observed)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('ContactMap', () => {
  it('shows the address in the map box and loads no map until the map comes onto the screen', async () => {
    const observer = stubObserver();
    const { container } = render(<ContactMap {...props} />);
    expect(screen.getByText(props.address)).toBeInTheDocument();
    expect(container.querySelector('[data-map-loading]')).not.toBeNull();
    expect(observer.observed[0]?.init?.rootMargin).toBe(nearViewportMargin);
    // Every lazy import started so far has arrived and rendered: had the map's been started, Leaflet would
    // be in the box now.
    await act(() => vi.dynamicImportSettled());
    expect(container.querySelector('.leaflet-container')).toBeNull();

    observer.enter();
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    // The placeholder stays under the map, so the box keeps its size while Leaflet arrives.
    expect(container.querySelector('[data-map-loading]')).not.toBeNull();
  });

  it('loads the map at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<ContactMap {...props} />);
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
  });
});
