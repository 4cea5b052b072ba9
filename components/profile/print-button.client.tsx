'use client';

import { useTranslations } from 'next-intl';
import styles from './profile.module.css';

/** Prints the profile; the print stylesheet turns it into a one-page comp card (DESIGN.md §7). */
export function PrintButton() {
  const t = useTranslations('Profile');
  return (
    <button type="button" className={styles.download} onClick={() => window.print()}>
      <span aria-hidden="true">⎙</span> {t('print')}
    </button>
  );
}
