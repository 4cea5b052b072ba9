'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useOffline } from 'next/offline';
import { useEffect, useState, useSyncExternalStore, useTransition } from 'react';
import { stopLeaving } from './leaving';
import { navigationStarting } from './navigation-events';
import { getNavigationSnapshot, lastNavigationTarget, subscribeNavigation } from './navigation-state';
import { holdFailure, releaseFailure, startProgress } from './progress-store';
import { isReachable } from './reachable';
import { usePendingNavigation } from './use-pending-navigation';
import styles from './navigation-failure.module.css';

const none = () => 0;

/**
 * A client navigation whose request could not reach the site while the browser is online (the site
 * restarting, a proxy refusing). Next's offline mode (`experimental.useOffline`) keeps such a navigation
 * pending instead of loading the address as a whole page, which would fail too and leave the visitor on
 * the browser's error page; here the bar turns red and a Retry checks the site, then navigates again.
 * Without a connection at all the offline notice speaks instead.
 */
export function NavigationFailure() {
  const t = useTranslations('NavigationFailure');
  const router = useRouter();
  const unreachable = useOffline();
  const navigation = useSyncExternalStore(subscribeNavigation, getNavigationSnapshot, none);
  const [checking, setChecking] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [retryPending, startTransition] = useTransition();
  usePendingNavigation(retryPending);

  const shown = unreachable && navigation !== 0 && navigator.onLine;
  const failed = shown && !checking;

  useEffect(() => {
    if (!failed) {
      releaseFailure();
      return;
    }
    holdFailure();
    // The page faded out when the navigation began; it stays, so it shows again.
    stopLeaving();
  }, [failed, navigation, attempts]);

  const retry = async () => {
    const target = lastNavigationTarget();
    if (checking || !target) return;
    setChecking(true);
    startProgress();
    const reachable = await isReachable(target);
    setChecking(false);
    if (!reachable) {
      setAttempts((count) => count + 1);
      return;
    }
    if (navigationStarting(target)) startTransition(() => router.push(target));
  };

  return (
    <div className={styles.notice} role="status" data-shown={shown} aria-busy={checking}>
      {shown ? (
        <>
          <span>{t('message')}</span>
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            {t('retry')}
          </button>
        </>
      ) : null}
    </div>
  );
}
