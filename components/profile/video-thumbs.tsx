'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import type { GalleryVideo } from '@/lib/api/types';
import styles from './profile.module.css';

/** 2 thumbnails per view, 6 from 1024 px, 1000 ms transitions. */
export const THUMBS_PER_VIEW = 2;
export const THUMBS_PER_VIEW_WIDE = 6;
export const THUMBS_SPEED_MS = 1000;

type Props = { videos: GalleryVideo[]; selected: number; onChoose: (index: number) => void };

export default function VideoThumbs({ videos, selected, onChoose }: Props) {
  const t = useTranslations('Profile');
  const reduced = useReducedMotion();
  return (
    <div
      data-speed={THUMBS_SPEED_MS}
      data-per-view={`${THUMBS_PER_VIEW},${THUMBS_PER_VIEW_WIDE}@1024`}
      className={styles.thumbs}
    >
      <Swiper
        slidesPerView={THUMBS_PER_VIEW}
        spaceBetween={10}
        speed={reduced ? 0 : THUMBS_SPEED_MS}
        breakpoints={{ 1024: { slidesPerView: THUMBS_PER_VIEW_WIDE } }}
        watchSlidesProgress
      >
        {videos.map((video, index) => (
          <SwiperSlide key={video.id}>
            <button
              type="button"
              className={styles.videoThumb}
              aria-current={index === selected ? 'true' : undefined}
              aria-label={t('playVideo', { index: index + 1, total: videos.length })}
              onClick={() => onChoose(index)}
            >
              {video.previewUrl ? (
                <Image
                  src={video.previewUrl}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 16vw, 50vw"
                  className={styles.thumbImage}
                />
              ) : (
                <span className={styles.noPreview}>{index + 1}</span>
              )}
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
