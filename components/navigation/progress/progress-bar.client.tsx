'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useSyncExternalStore } from 'react';
import { NavigationListener } from './navigation-listener.client';
import { getProgressStatus, progressDurationMs, subscribeProgress } from './progress-store';
import styles from './progress-bar.module.css';

const idle = () => 'idle' as const;

/** The route progress bar: thin, on top of the page, red when a request failed. */
export function ProgressBar() {
  const t = useTranslations('Progress');
  const status = useSyncExternalStore(subscribeProgress, getProgressStatus, idle);
  const shown = status === 'running' || status === 'done' || status === 'failed';
  return (
    <>
      {/* useSearchParams needs a Suspense boundary so it never forces the page into client rendering. */}
      <Suspense fallback={null}>
        <NavigationListener />
      </Suspense>
      <div
        className={styles.progress}
        data-status={status}
        hidden={!shown}
        role="progressbar"
        aria-label={t('label')}
        aria-valuetext={status === 'failed' ? t('failed') : undefined}
        style={{ '--progress-duration': `${progressDurationMs}ms` } as React.CSSProperties}
      >
        <div className={styles.bar} />
      </div>
      <p className="visually-hidden" role="status">
        {status === 'failed' ? t('failed') : ''}
      </p>
    </>
  );
}
