'use client';

import { useEffect, useState } from 'react';
import { AutoplayVideo } from '@/components/ui/autoplay-video.client';
import { HeroPicture } from '@/components/home/hero-picture';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { Slide } from '@/lib/api/types';
import { posterImageUrl } from '@/lib/images/poster-url';
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
        <AutoplayVideo
          src={video.videoUrl}
          poster={posterImageUrl(video.posterUrl)}
          className={styles.media}
        />
      </div>
    );
  }
  return (
    <div className={styles.background} aria-hidden="true">
      {images.map((slide, i) =>
        slide.kind === 'image' ? (
          <div key={slide.id} className={styles.slide} data-active={i === index ? 'true' : undefined}>
            {/* A decorative full-bleed background, art-directed at 650 px and sized by next/image as the
                home's hero is; the first is the page's largest image and is fetched first. */}
            <HeroPicture
              alt=""
              mobileUrl={slide.mobileUrl}
              desktopUrl={slide.desktopUrl}
              first={i === 0}
              className={styles.media}
            />
          </div>
        ) : null,
      )}
    </div>
  );
}
