import { AutoplayVideo } from '@/components/ui/autoplay-video.client';
import type { Slide } from '@/lib/api/types';
import { posterImageUrl } from '@/lib/images/poster-url';
import styles from './about.module.css';

/** The About page's looping muted video: the agency's first video slide, when the panel has one. */
export function AboutVideo({ slides, label }: { slides: Slide[]; label: string }) {
  const video = slides.find((slide) => slide.kind === 'video');
  if (video?.kind !== 'video') return null;
  return (
    <AutoplayVideo
      src={video.videoUrl}
      poster={posterImageUrl(video.posterUrl)}
      className={styles.video}
      label={label}
    />
  );
}
