'use client';

import { useTranslations } from 'next-intl';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import type { ImageSlide, Slide, VideoSlide } from '@/lib/api/types';
import { posterImageUrl } from '@/lib/images/poster-url';
import { AutoplayVideo } from '@/components/ui/autoplay-video.client';
import { HeroPicture } from './hero-picture';
import styles from './hero.module.css';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

/** Autoplay every 5000 ms, 2500 ms transitions. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 2500;

/**
 * The home hero: a small cross-fade carousel (a slider library would cost the home about 25 KB of script).
 * Slides are stacked and the active one fades in over 2500 ms; autoplay waits 5000 ms on each slide once
 * its transition is over. Only the first slide is in the HTML; the others are mounted when they are next
 * in line or shown, so they never compete with the first image.
 */
const SWIPE_MIN_PX = 50;

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const t = useTranslations('Home');
  const reduced = useReducedMotion();
  const count = slides.length;
  // 'auto' follows the motion preference; the button lets the visitor pause, or play despite it.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [active, setActive] = useState(0);
  // The slide faded out stays opaque under the incoming one, so the fade never dips to the background.
  const [previous, setPrevious] = useState<number | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const moved = useRef(false);
  const playing = count > 1 && (choice === 'play' || (choice === 'auto' && !reduced));
  const upcoming = (active + 1) % count;

  const show = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      moved.current = true;
      setVisited((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
      setPrevious(active === next ? null : active);
      setActive(next);
    },
    [count, active],
  );

  useEffect(() => {
    if (!playing) return;
    // The first slide waits the delay; later ones their transition plus the delay, as Swiper's autoplay.
    const wait = HERO_AUTOPLAY_MS + (moved.current ? HERO_SPEED_MS : 0);
    const timer = window.setTimeout(() => show(active + 1), wait);
    return () => window.clearTimeout(timer);
  }, [playing, active, show]);

  // A sideways swipe of at least this many pixels, more sideways than down, turns the slide.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(touch.clientY - start.y) > Math.abs(dx)) return;
    // Swiping turns the slide the finger pushes: left shows the next one.
    show(active + (dx < 0 ? 1 : -1));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('sliderLabel')}
      data-autoplay-delay={HERO_AUTOPLAY_MS}
      data-speed={HERO_SPEED_MS}
      data-playing={playing ? 'true' : 'false'}
      data-active-index={active}
      style={{ '--hero-speed': `${HERO_SPEED_MS}ms` } as CSSProperties}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const isActive = index === active;
          const mounted = visited.has(index) || (playing && index === upcoming);
          return (
            <div
              key={slide.id}
              className={styles.slide}
              data-kind={slide.kind}
              data-active={isActive ? 'true' : 'false'}
              data-previous={index === previous ? 'true' : undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideLabel', { index: index + 1, total: count })}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
            >
              {!mounted ? null : slide.kind === 'image' ? (
                <SlidePicture slide={slide} first={index === 0} />
              ) : (
                <SlideVideo slide={slide} active={isActive} />
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <Control label={t('previous')} glyph="‹" onClick={() => show(active - 1)} />
          <Control
            label={playing ? t('pause') : t('play')}
            glyph={playing ? '❚❚' : '▶'}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          />
          <Control label={t('next')} glyph="›" onClick={() => show(active + 1)} />
        </div>
      ) : null}
    </section>
  );
}

/** One of the slider's buttons: its name for assistive technology, and a glyph the eye reads instead. */
function Control({ label, glyph, onClick }: { label: string; glyph: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.control} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/** An image slide's picture; memoized, so that a turn of the slider does not build it again. */
const SlidePicture = memo(function SlidePicture({ slide, first }: { slide: ImageSlide; first: boolean }) {
  return (
    <HeroPicture
      alt={slide.alt}
      mobileUrl={slide.mobileUrl}
      desktopUrl={slide.desktopUrl}
      first={first}
      className={styles.media}
    />
  );
});

/** A video slide, playing while it is the one shown; memoized as the pictures are. */
const SlideVideo = memo(function SlideVideo({ slide, active }: { slide: VideoSlide; active: boolean }) {
  return (
    <AutoplayVideo
      className={styles.media}
      src={slide.videoUrl}
      poster={posterImageUrl(slide.posterUrl)}
      active={active}
      label={slide.alt}
    />
  );
});
