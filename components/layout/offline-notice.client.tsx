'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import styles from './offline-notice.module.css';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine;
const onServer = () => true;

/** Tells the visitor the connection is gone; the live region is always present. */
export function OfflineNotice() {
  const t = useTranslations('Offline');
  const isOnline = useSyncExternalStore(subscribe, online, onServer);
  return (
    <div className={styles.notice} role="status" data-offline={!isOnline}>
      {isOnline ? null : t('message')}
    </div>
  );
}
