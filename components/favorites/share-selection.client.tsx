'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import button from '@/components/ui/button.module.css';
import { MAX_SHARED, sharedIdsQuery } from '@/lib/favorites/shared-ids';
import { getPathname } from '@/lib/i18n/navigation';
import styles from './favorites.module.css';

type Status = 'copied' | 'shared' | 'copyFailed' | null;
const LINK_ID = 'share-selection-link';

/**
 * "Share this selection": a link to the shared page with the chosen ids (`?ids=12,7,31`, nothing else about
 * the visitor), handed to the system's share sheet where there is one and copied otherwise. The link is
 * also shown as text, for a browser that allows neither.
 */
export function ShareSelection({ ids }: { ids: readonly number[] }) {
  const t = useTranslations('ShareSelection');
  const locale = useLocale();
  const [status, setStatus] = useState<Status>(null);
  // Rendered only once the favorites are read, in the browser: the address is this site's as the visitor sees it.
  const path = getPathname({ locale, href: '/favorites/shared' });
  const url = `${window.location.origin}${path}?${sharedIdsQuery(ids)}`;

  const share = async () => {
    setStatus(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('title'), url });
        setStatus('shared');
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('copyFailed');
      const field = document.getElementById(LINK_ID);
      // Focused and selected: one keyboard shortcut away from copied.
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
    }
  };

  return (
    <section className={styles.share} aria-labelledby="share-selection-title">
      <h2 id="share-selection-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.shareIntro}>{t('intro')}</p>
      {ids.length > MAX_SHARED ? (
        <p className={styles.shareIntro}>{t('capped', { max: MAX_SHARED, count: ids.length })}</p>
      ) : null}
      <button type="button" className={button.button} onClick={() => void share()}>
        {t('button')}
      </button>
      <label htmlFor={LINK_ID} className={styles.shareLabel}>
        {t('linkLabel')}
      </label>
      <input
        id={LINK_ID}
        className={styles.shareLink}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="share-link"
      />
      <p className={styles.shareStatus} role="status" data-testid="share-status">
        {status ? t(status) : ''}
      </p>
    </section>
  );
}
