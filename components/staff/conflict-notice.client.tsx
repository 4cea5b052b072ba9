'use client';

import { usePathname } from 'next/navigation';
import { agencyTimeZone } from '@/lib/contract/agency-day';
import type { CurrentVersion } from '@/lib/contract/record-version';
import type { SaveLabels } from './save-labels';
import styles from './staff.module.css';
import { fillIn } from './words';

/** The words of a save refused as stale: "{name} changed this talent at {time}, after you opened it.", … */
type StaleWords = SaveLabels['stale'];

/** HH:MM of the agency's day, as both of the staff area's languages write an hour. */
const hourAndMinute = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: agencyTimeZone,
});

/** Who saved the record since it was opened (someone, for a row from before versions), and when. */
export function staleMessage(words: StaleWords, current: CurrentVersion): string {
  const time = current.updatedAt ? hourAndMinute.format(new Date(current.updatedAt)) : '–';
  return fillIn(words.changed, { name: current.updatedBy ?? words.someone, time });
}

type Props = { current: CurrentVersion; words: StaleWords; onSaveOver: () => void };

/**
 * A save refused because someone saved the record after this form was opened (docs/staff.md, "Two people,
 * one record"). "Load their version" is a plain link to this page, so the unsaved-changes guard asks before
 * the typed values go; "Save over it" saves them again from the version now stored.
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
