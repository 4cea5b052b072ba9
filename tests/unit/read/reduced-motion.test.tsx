// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { stubReducedMotion } from '@/tests/support/match-media';

/** Hydrates a component that records what the hook answered on each of its renders. */
function hydrateRecording() {
  const seen: boolean[] = [];
  function Probe() {
    const reduced = useReducedMotion();
    seen.push(reduced);
    return <p>{reduced ? 'still' : 'moving'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  seen.length = 0;
  document.body.append(container);
  const result = render(<Probe />, { container, hydrate: true });
  return { ...result, seen, container };
}

describe('useReducedMotion', () => {
  it('answers "reduced" on the server, so that nothing moves before the browser is asked', () => {
    expect(renderToString(<Probe />)).toContain('still');
    function Probe() {
      return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
    }
  });

  it('gives the browser’s answer after the hydration, in a render of its own that can wait', () => {
    stubReducedMotion(false);
    const { seen, container } = hydrateRecording();
    expect(container.textContent).toBe('moving');
    // The hydration, then the store's check once mounted (still the server's answer, deferred), then the
    // deferred render with the browser's. Without the deferral the check itself renders `false`, at once.
    expect(seen).toEqual([true, true, false]);
  });

  it('keeps "reduced" when the visitor asks for less motion', () => {
    stubReducedMotion(true);
    const { seen, container } = hydrateRecording();
    expect(container.textContent).toBe('still');
    expect(seen.every(Boolean)).toBe(true);
  });
});
