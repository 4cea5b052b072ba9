'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { GalleryImage } from '@/lib/api/types';
import { DownloadButton } from './download-button.client';
import { Lightbox } from './lightbox.client';
import styles from './profile.module.css';

type Props = { talentId: number; talentName: string; images: GalleryImage[] };

/** The composite card: its first image opens the lightbox over every composite; the compo zip downloads. */
export function Composite({ talentId, talentName, images }: Props) {
  const t = useTranslations('Profile');
  const [open, setOpen] = useState<number | null>(null);
  const first = images[0];
  if (!first) return null;
  const alt = (index: number) => t('compositeAlt', { name: talentName, index: index + 1 });
  return (
    <section className={styles.composite} aria-labelledby="composite-title">
      <h2 id="composite-title" className={styles.sectionTitle}>
        {t('composite')}
      </h2>
      <button
        type="button"
        className={styles.compositeButton}
        onClick={() => setOpen(0)}
        aria-label={t('openComposite')}
      >
        <Image
          src={first.url}
          alt={alt(0)}
          fill
          sizes="(min-width: 1024px) 25vw, 100vw"
          className={styles.thumbImage}
        />
      </button>
      <DownloadButton talentId={talentId} gallery="compo" label={t('downloadComposite')} />
      <Lightbox
        images={images.map((image, index) => ({ src: image.url, alt: alt(index) }))}
        index={open}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
