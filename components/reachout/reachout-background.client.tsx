'use client';

import { useEffect, useState } from 'react';
import { AutoplayVideo } from '@/components/home/autoplay-video.client';
import { useReducedMotion } from '@/components/home/use-reduced-motion';
import type { Slide } from '@/lib/api/types';
import styles from './reachout.module.css';

/** Slides change every 5 s (docs/architecture.md, "Constants"). */
const INTERVAL_MS = 5000;

/**
 * The reach-out background: the first video slide playing muted in a loop, or else the image slides
 * fading one into the next. Decorative; still under reduced motion.
 */
export function ReachoutBackground({ slides }: { slides: Slide[] }) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const video = slides.find((slide) => slide.kind === 'video');
  const images = slides.filter((slide) => slide.kind === 'image');

  useEffect(() => {
    if (video || reduced || images.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % images.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [video, reduced, images.length]);

  if (video?.kind === 'video') {
    return (
      <div className={styles.background} aria-hidden="true">
        <AutoplayVideo src={video.videoUrl} poster={video.posterUrl} className={styles.media} />
      </div>
    );
  }
  return (
    <div className={styles.background} aria-hidden="true">
      {images.map((slide, i) =>
        slide.kind === 'image' ? (
          <picture key={slide.id} className={styles.slide} data-active={i === index ? 'true' : undefined}>
            <source media="(max-width: 649px)" srcSet={slide.mobileUrl} />
            {/* A decorative full-bleed background from the backend's media, art-directed at 650 px. */}
            <img
              className={styles.media}
              src={slide.desktopUrl}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </picture>
        ) : null,
      )}
    </div>
  );
}
