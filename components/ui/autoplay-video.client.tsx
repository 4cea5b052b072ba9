'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

type Props = {
  src: string;
  poster?: string | null;
  className?: string;
  /** Play only while this is true (e.g. the active slide). */
  active?: boolean;
  label?: string;
  /**
   * Shows the first frame before it plays (or for good, under reduced motion) instead of an empty box: for
   * a video without a poster image. Costs the video's metadata and first frame, fetched by byte range.
   */
  firstFrame?: boolean;
};

/** Whether the element is on screen; always true where IntersectionObserver does not exist. */
function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * A muted, looping video that plays by itself while it is on screen, unless the visitor prefers reduced
 * motion. Nothing but, with `firstFrame`, its first frame is downloaded before the page has painted, and a
 * video below the fold is not played until it is scrolled to; playback starts from an effect.
 */
export function AutoplayVideo({ src, poster, className, active = true, label, firstFrame = false }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const inView = useInView(ref);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reduced || !active || !inView) {
      video.pause();
      return;
    }
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused by the browser: the poster stays, which is fine.
    });
  }, [reduced, active, inView]);

  return (
    <video
      ref={ref}
      className={className}
      // A media fragment: the browser seeks to the first frame and paints it.
      src={firstFrame && !poster ? `${src}#t=0.001` : src}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      preload={firstFrame && !poster ? 'metadata' : 'none'}
      aria-label={label}
      data-autoplay={reduced ? 'off' : 'on'}
    />
  );
}
