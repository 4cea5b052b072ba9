'use client';

import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useTranslations } from 'next-intl';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import styles from './lightbox.module.css';

export type LightboxImage = { src: string; alt: string };

type Props = { images: LightboxImage[]; index: number; onClose: () => void };

/** yet-another-react-lightbox with localized labels; keyboard (arrows, Escape) and swipe come built in. */
export default function LightboxView({ images, index, onClose }: Props) {
  const t = useTranslations('Profile');
  const reduced = useReducedMotion();
  return (
    <Lightbox
      className={styles.lightbox}
      open
      close={onClose}
      index={index}
      slides={images}
      animation={reduced ? { fade: 0, swipe: 0, navigation: 0 } : undefined}
      carousel={{ finite: images.length < 3 }}
      labels={{
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
        Lightbox: t('lightbox.label'),
        Carousel: t('lightbox.carousel'),
        Slide: t('lightbox.slide'),
        'Photo gallery': t('lightbox.gallery'),
        '{index} of {total}': t('lightbox.position', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
