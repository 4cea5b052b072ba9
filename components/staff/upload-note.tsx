import { cookies } from 'next/headers';
import { limitWords } from '@/lib/contract/upload-limits';
import type { StaffT } from '@/lib/staff/locale';
import { readUploadNote, uploadNoteCookie, type NotedVerdict } from '@/lib/staff/upload-note';
import styles from './staff.module.css';

const verdictKey = (verdict: NotedVerdict) =>
  verdict === 'left' ? 'forms.upload.left' : (`forms.upload.refused.${verdict}` as const);

/**
 * What became of a batch of pictures sent without a script that did not all arrive (the page's address
 * names the note, `id`; lib/staff/upload-note.ts): how many arrived, and each file left out by name with
 * why. A note no longer kept says only that not every file was added.
 */
export async function UploadNote({ t, id }: { t: StaffT; id?: string }) {
  if (!id) return null;
  const note = readUploadNote((await cookies()).get(uploadNoteCookie)?.value, id);
  if (!note) {
    return (
      <p className={styles.alert} role="alert">
        {t('forms.upload.notAll')}
      </p>
    );
  }
  return (
    <div className={styles.alert} role="alert" data-upload-note="">
      <p className={styles.formStatus}>
        {t('forms.upload.done', { arrived: note.arrived, total: note.total })}
      </p>
      <ul>
        {note.files.map((file, index) => (
          <li key={index}>
            <span className={styles.rowName}>{file.name}</span>: {t(verdictKey(file.verdict), limitWords)}
          </li>
        ))}
      </ul>
      {note.more > 0 && <p className={styles.formStatus}>{t('forms.upload.more', { count: note.more })}</p>}
    </div>
  );
}
