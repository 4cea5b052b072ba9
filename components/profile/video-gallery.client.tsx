'use client';

import Image from 'next/image';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { GalleryVideo } from '@/lib/api/types';
import { playerUrl } from '@/lib/contract/video';
import styles from './profile.module.css';

// Swiper is needed only when the video gallery is shown.
const VideoThumbs = dynamic(() => import('./video-thumbs'));

type Props = { videos: GalleryVideo[]; talentName: string };

/**
 * The video gallery: a preview with a play button; the YouTube or Vimeo player is created only after a
 * click, so no request goes to those sites before the visitor asks (privacy, and speed).
 */
export function VideoGallery({ videos, talentName }: Props) {
  const t = useTranslations('Profile');
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const video = videos[selected];
  if (!video) return null;
  const src = playerUrl({ provider: video.provider, file: video.videoId });

  const choose = (index: number) => {
    setSelected(index);
    setPlaying(true);
  };

  return (
    <div className={styles.videoGallery}>
      <div className={styles.player} data-provider={video.provider}>
        {playing && src ? (
          <iframe
            // A new player for each video: a player only told of a new address kept showing the old one.
            key={video.id}
            src={src}
            title={t('videoTitle', { name: talentName, index: selected + 1 })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            className={styles.iframe}
          />
        ) : (
          <button type="button" className={styles.preview} onClick={() => setPlaying(true)} disabled={!src}>
            {video.previewUrl ? (
              <Image
                src={video.previewUrl}
                alt=""
                fill
                sizes="(min-width: 1024px) 60vw, 100vw"
                className={styles.thumbImage}
              />
            ) : null}
            <span className={styles.play}>
              <span aria-hidden="true">▶</span>{' '}
              {t('playVideo', { index: selected + 1, total: videos.length })}
            </span>
          </button>
        )}
      </div>
      {videos.length > 1 ? <VideoThumbs videos={videos} selected={selected} onChoose={choose} /> : null}
    </div>
  );
}
