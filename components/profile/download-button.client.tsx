'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { GalleryKind } from '@/lib/talent/galleries';
import { filenameFromDisposition } from './filename';
import styles from './profile.module.css';

type Props = { talentId: number; talentName: string; gallery: GalleryKind; label: string };

/**
 * Downloads a gallery as a zip from `/api/download` (DESIGN.md §5): downloading state while the zip
 * streams, then the file saved under the name the server gives; a failure says so (DESIGN.md §7).
 */
export function DownloadButton({ talentId, talentName, gallery, label }: Props) {
  const t = useTranslations('Profile');
  const [state, setState] = useState<'idle' | 'downloading' | 'error'>('idle');

  const download = async () => {
    if (state === 'downloading') return;
    setState('downloading');
    try {
      const answer = await fetch('/api/download', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ talentId, gallery }),
      });
      if (!answer.ok) throw new Error(String(answer.status));
      const blob = await answer.blob();
      const name = filenameFromDisposition(answer.headers.get('Content-Disposition')) ?? `${talentName}.zip`;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  return (
    <span className={styles.downloadWrap}>
      <button
        type="button"
        className={styles.download}
        onClick={() => void download()}
        aria-busy={state === 'downloading'}
        data-gallery={gallery}
        data-state={state}
      >
        {state === 'downloading' ? <Spinner /> : <span aria-hidden="true">⤓</span>}{' '}
        {state === 'downloading' ? t('downloading') : label}
      </button>
      <span role="status" className={styles.downloadError}>
        {state === 'error' ? t('downloadError') : ''}
      </span>
    </span>
  );
}
