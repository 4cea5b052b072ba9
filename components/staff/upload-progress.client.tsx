'use client';

import { SessionEnded } from './editor-form';
import { limitWords } from '@/lib/contract/upload-limits';
import styles from './staff.module.css';
import type { PartState } from './upload-queue';
import { useStaffT } from './use-staff-t';

/** A part of the batch as the list shows it. */
export type ShownPart = { name: string; size: number; state: PartState };

/**
 * The files of a batch being sent: each with its name, size, a progress bar and its state, and a cancel
 * button while it is waiting or on its way; then how many arrived.
 */
export function UploadProgress(props: {
  parts: ShownPart[];
  running: boolean;
  /** What the page says once every file of the batch arrived. */
  added: string;
  onCancel: (index: number) => void;
  onCancelAll: () => void;
}) {
  const { parts, running } = props;
  const t = useStaffT();
  // Shown only after a submit, in the browser: the page's language is its <html lang>.
  const size = new Intl.NumberFormat(document.documentElement.lang || undefined, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  const arrived = parts.filter((part) => part.state.state === 'arrived').length;
  return (
    <div className={styles.field}>
      <ul className={styles.list} aria-label={t('forms.upload.list')} data-upload-progress="">
        {parts.map(({ name, size: bytes, state }, index) => {
          const open = state.state === 'waiting' || state.state === 'sending';
          const [value, max] =
            state.state === 'sending'
              ? [state.loaded, state.total]
              : state.state === 'arrived'
                ? [1, 1]
                : [0, 1];
          return (
            <li key={index} className={styles.row} data-state={state.state}>
              <span className={styles.rowName}>{name}</span>{' '}
              <span className={styles.rowMeta}>{size.format(bytes / 1_048_576)}</span>
              <progress aria-label={name} value={value} max={max} />
              <span>
                {state.state === 'refused'
                  ? t(`forms.upload.refused.${state.reason}`)
                  : t(`forms.upload.${state.state}`, limitWords)}
              </span>
              {open && (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={t('forms.upload.cancel', { name })}
                  onClick={() => props.onCancel(index)}
                >
                  {t('forms.cancel')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {running ? (
        parts.length > 1 && (
          <button type="button" className={styles.linkButton} onClick={props.onCancelAll}>
            {t('forms.upload.cancelAll')}
          </button>
        )
      ) : (
        <p role={arrived === parts.length ? 'status' : 'alert'}>
          {arrived === parts.length ? props.added : t('forms.upload.done', { arrived, total: parts.length })}
        </p>
      )}
      {parts.some(({ state }) => state.state === 'refused' && state.reason === 'session') && (
        <p role="alert">
          <SessionEnded />
        </p>
      )}
    </div>
  );
}
