// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EndSentinel } from '@/components/roster/end-sentinel.client';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

const observers: { callback: Callback; options: IntersectionObserverInit }[] = [];

class FakeObserver {
  constructor(callback: Callback, options: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  observers.length = 0;
});

describe('EndSentinel', () => {
  it('observes with threshold 0.1 and calls back when the marker shows', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onVisible = vi.fn();
    render(<EndSentinel onVisible={onVisible} />);
    expect(observers[0]?.options.threshold).toBe(0.1);
    observers[0]?.callback([{ isIntersecting: false }]);
    expect(onVisible).not.toHaveBeenCalled();
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('does not observe while disabled (last page reached)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<EndSentinel onVisible={() => {}} disabled />);
    expect(observers).toHaveLength(0);
  });
});
