'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isLoadingOverlayVisible, subscribeLoadingOverlay } from './loading-store';
import styles from './loading-overlay.module.css';

const hidden = () => false;

/** The global loading overlay, shown while the language changes. */
export function LoadingOverlay() {
  const t = useTranslations('Common');
  const visible = useSyncExternalStore(subscribeLoadingOverlay, isLoadingOverlayVisible, hidden);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
