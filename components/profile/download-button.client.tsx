'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { GalleryKind } from '@/lib/talent/galleries';
import button from '@/components/ui/button.module.css';
import styles from './profile.module.css';

type Props = { talentId: number; gallery: GalleryKind; label: string };

// How long the button says "downloading" before the browser's own download indicator has taken over.
const PREPARING_MS = 4000;

/**
 * Downloads a gallery as a zip: a plain form posted to `/api/download`, so the zip streams into the
 * browser's download manager instead of the page's memory, and works without JavaScript. With JavaScript
 * the form posts into a hidden frame: an attachment never loads there, while an error answer does, and
 * is shown as a failure.
 */
export function DownloadButton({ talentId, gallery, label }: Props) {
  const t = useTranslations('Profile');
  const frameName = `download-${useId().replace(/:/g, '')}`;
  const [state, setState] = useState<'idle' | 'downloading' | 'error'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Without JavaScript the form posts in the page itself: a zip downloads and the page stays.
  const enhanced = useHydrated();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const started = () => {
    setState('downloading');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), PREPARING_MS);
  };

  const frameLoaded = () => {
    if (timer.current) clearTimeout(timer.current);
    setState('error');
  };

  return (
    <div className={styles.downloadWrap}>
      <form method="post" action="/api/download" target={enhanced ? frameName : undefined} onSubmit={started}>
        <input type="hidden" name="talentId" value={talentId} />
        <input type="hidden" name="gallery" value={gallery} />
        <button
          type="submit"
          className={`${button.button} ${button.solid} ${styles.download}`}
          aria-busy={state === 'downloading'}
          data-gallery={gallery}
          data-state={state}
        >
          {state === 'downloading' ? <Spinner /> : <span aria-hidden="true">⤓</span>}{' '}
          {state === 'downloading' ? t('downloading') : label}
        </button>
      </form>
      {enhanced && <iframe name={frameName} title={label} hidden onLoad={frameLoaded} />}
      <span role="status" className={styles.downloadError}>
        {state === 'error' ? t('downloadError') : ''}
      </span>
    </div>
  );
}
