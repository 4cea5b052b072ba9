'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Slide } from '@/lib/api/types';
import { AutoplayVideo } from './autoplay-video.client';
import { HeroPicture } from './hero-picture';
import styles from './hero.module.css';
import { useReducedMotion } from './use-reduced-motion';

/** SPEC.md §9: autoplay every 5000 ms, 2500 ms transitions. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 2500;

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const t = useTranslations('Home');
  const reduced = useReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  // 'auto' follows the motion preference; the button lets the visitor pause, or play despite it.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [active, setActive] = useState(0);
  const playing = slides.length > 1 && (choice === 'play' || (choice === 'auto' && !reduced));

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('sliderLabel')}
      data-autoplay-delay={HERO_AUTOPLAY_MS}
      data-speed={HERO_SPEED_MS}
      data-playing={playing ? 'true' : 'false'}
    >
      <Swiper
        className={styles.swiper}
        modules={[Autoplay]}
        speed={HERO_SPEED_MS}
        autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: false }}
        rewind
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          // Autoplay waits for the visitor's motion preference, known only after hydration.
          swiper.autoplay.stop();
        }}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={slide.id}
            className={styles.slide}
            data-kind={slide.kind}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideLabel', { index: index + 1, total: slides.length })}
          >
            {slide.kind === 'image' ? (
              <HeroPicture
                alt={slide.alt}
                mobileUrl={slide.mobileUrl}
                desktopUrl={slide.desktopUrl}
                first={index === 0}
                className={styles.media}
              />
            ) : (
              <AutoplayVideo
                className={styles.media}
                src={slide.videoUrl}
                poster={slide.posterUrl}
                active={index === active}
                label={slide.alt}
              />
            )}
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => swiperRef.current?.slidePrev()} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? t('pause') : t('play')}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => swiperRef.current?.slideNext()} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
