'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { GalleryImage } from '@/lib/api/types';
import { Lightbox } from './lightbox.client';
import styles from './profile.module.css';

type Props = { images: GalleryImage[]; talentName: string; galleryLabel: string };

/** A gallery's photos; each opens the lightbox at that photo. */
export function ImageGrid({ images, talentName, galleryLabel }: Props) {
  const t = useTranslations('Profile');
  const [open, setOpen] = useState<number | null>(null);
  const alt = (index: number) => t('photoAlt', { name: talentName, gallery: galleryLabel, index: index + 1 });
  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setOpen(index)}
              aria-label={t('openPhoto', { index: index + 1, total: images.length })}
            >
              <Image
                src={image.url}
                alt={alt(index)}
                fill
                sizes="(min-width: 1024px) 25vw, 50vw"
                className={styles.thumbImage}
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        images={images.map((image, index) => ({ src: image.url, alt: alt(index) }))}
        index={open}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
