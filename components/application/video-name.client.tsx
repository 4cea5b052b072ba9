'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control } from 'react-hook-form';
import type { ApplicationValues } from '@/lib/forms/application-schema';
import { shortenFileName } from '@/lib/forms/file-name';
import styles from './application.module.css';

/**
 * The video link as written, shortened, under its field. It watches that one field itself, so a keystroke
 * in it renders this line alone rather than the whole form with its long option lists.
 */
export function VideoName({ control }: { control: Control<ApplicationValues> }) {
  const t = useTranslations('Application');
  const video = useWatch({ control, name: 'video_1' });
  if (!video) return null;
  return (
    <p className={styles.fileName} data-testid="video-name">
      {t('videoShown', { name: shortenFileName(video) })}
    </p>
  );
}
