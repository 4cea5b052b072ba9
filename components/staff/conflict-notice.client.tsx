'use client';

import { usePathname } from 'next/navigation';
import type { CurrentVersion } from '@/lib/contract/record-version';
import { staleMessage, type StaleWords } from './stale-message';
import styles from './staff.module.css';

type Props = { current: CurrentVersion; words: StaleWords; onSaveOver: () => void };

/**
 * A save refused because someone saved the record after this form was opened (docs/staff.md, "Two people,
 * one record"): who and when, and the two ways on. "Load their version" is a plain link to this page, so the
 * unsaved-changes guard asks before the typed values go; "Save over it" saves them again from the version
 * now stored.
 */
export function ConflictNotice({ current, words, onSaveOver }: Props) {
  const page = usePathname();
  return (
    <div role="alert" className={`${styles.alert} ${styles.inline}`}>
      <p className={styles.formStatus}>
        {staleMessage(words, current)} {words.kept}
      </p>
      <a className={styles.button} href={page}>
        {words.load}
      </a>
      <button className={styles.button} type="button" onClick={onSaveOver}>
        {words.saveOver}
      </button>
    </div>
  );
}
