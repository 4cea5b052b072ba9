'use client';

import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import styles from './profile.module.css';

/** Prints the profile; the print stylesheet turns it into a one-page comp card, what agencies hand to clients. */
export function PrintButton() {
  const t = useTranslations('Profile');
  return (
    <button
      type="button"
      className={`${button.button} ${button.solid} ${styles.download}`}
      onClick={() => window.print()}
    >
      {/* Drawn, not a character: no font on every phone has a printer glyph. */}
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v7H6z" />
      </svg>{' '}
      {t('print')}
    </button>
  );
}
