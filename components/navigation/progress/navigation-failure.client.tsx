'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { getStranded, retryStranded, subscribeStranded } from './stranded-navigation';
import { guardWholePageFallbacks } from './whole-page-fallback';
import styles from './navigation-failure.module.css';

const none = () => null;

/**
 * A navigation that could not reach the site while the browser is online (the site restarting, a proxy
 * refusing): the page stays, the bar stays red, and this says so with a Retry, until the visitor acts.
 * Nothing is retried on a timer (docs/routes.md, "A navigation that cannot reach the site"). Without a
 * connection at all the offline notice speaks instead.
 */
export function NavigationFailure() {
  const t = useTranslations('NavigationFailure');
  const stranded = useSyncExternalStore(subscribeStranded, getStranded, none);
  useEffect(guardWholePageFallbacks, []);

  const shown = stranded !== null && navigator.onLine;
  return (
    <div className={styles.notice} role="status" data-shown={shown} aria-busy={stranded?.checking ?? false}>
      {shown ? (
        <>
          <span>{t('message')}</span>
          <button type="button" className={styles.retry} onClick={() => void retryStranded()}>
            {t('retry')}
          </button>
        </>
      ) : null}
    </div>
  );
}
