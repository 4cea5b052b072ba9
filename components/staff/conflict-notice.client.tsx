'use client';

import { usePathname } from 'next/navigation';
import { agencyTimeZone } from '@/lib/contract/agency-day';
import type { CurrentVersion } from '@/lib/contract/record-version';
import type { StaffT } from '@/lib/staff/locale';
import styles from './staff.module.css';
import type { EditorKind } from './use-staff-save';
import { useStaffT } from './use-staff-t';

/** HH:MM of the agency's day, as both of the staff area's languages write an hour. */
const hourAndMinute = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: agencyTimeZone,
});

/** Who saved the record since it was opened (someone, for a row from before versions), and when. */
export function staleMessage(t: StaffT, kind: EditorKind, current: CurrentVersion): string {
  const time = current.updatedAt ? hourAndMinute.format(new Date(current.updatedAt)) : '–';
  return t(`forms.stale.${kind}`, { name: current.updatedBy ?? t('forms.stale.someone'), time });
}

type Props = { kind: EditorKind; current: CurrentVersion; onSaveOver: () => void };

/**
 * A save refused because someone saved the record after this form was opened (docs/staff.md, "Two people,
 * one record"). "Load their version" is a plain link to this page, so the unsaved-changes guard asks before
 * the typed values go; "Save over it" saves them again from the version now stored.
 */
export function ConflictNotice({ kind, current, onSaveOver }: Props) {
  const t = useStaffT();
  const page = usePathname();
  return (
    <div role="alert" className={`${styles.alert} ${styles.inline}`}>
      <p className={styles.formStatus}>
        {staleMessage(t, kind, current)} {t('forms.stale.kept')}
      </p>
      <a className={styles.button} href={page}>
        {t('forms.stale.load')}
      </a>
      <button className={styles.button} type="button" onClick={onSaveOver}>
        {t('forms.stale.saveOver')}
      </button>
    </div>
  );
}
