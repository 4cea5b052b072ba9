'use client';

import { useEffect, useRef } from 'react';
import { useReducedMotion } from './use-reduced-motion';

type Props = {
  src: string;
  poster?: string | null;
  className?: string;
  /** Play only while this is true (e.g. the active slide). */
  active?: boolean;
  label?: string;
};

/**
 * A muted, looping video that plays by itself unless the visitor prefers reduced motion. Nothing is
 * downloaded before the page has painted (`preload="none"`); playback starts from an effect.
 */
export function AutoplayVideo({ src, poster, className, active = true, label }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reduced || !active) {
      video.pause();
      return;
    }
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused by the browser: the poster stays, which is fine.
    });
  }, [reduced, active]);

  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      preload="none"
      aria-label={label}
      data-autoplay={reduced ? 'off' : 'on'}
    />
  );
}
