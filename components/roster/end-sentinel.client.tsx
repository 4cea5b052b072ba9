'use client';

import { useEffect, useRef } from 'react';

/** The end marker counts as seen when a tenth of it is visible. */
export const SENTINEL_THRESHOLD = 0.1;

type Props = {
  onVisible: () => void;
  disabled?: boolean;
  /** Changing it observes afresh, so a marker still in view after a load fires again. */
  resetKey?: string | number;
  className?: string;
};

/** An invisible marker at the end of a list; calls `onVisible` each time it scrolls into view. */
export function EndSentinel({ onVisible, disabled = false, resetKey, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const node = ref.current;
    if (!node || disabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [disabled, resetKey]);

  return <div ref={ref} className={className} aria-hidden="true" data-testid="end-sentinel" />;
}
