import type { ReactNode } from 'react';
import styles from './forms.module.css';

type Props = {
  id: string;
  label: string;
  /** A translated error, shown and announced after a failed submit. */
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
};

/** The ids a control points to with `aria-describedby`: its hint, then its error. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: string; error?: string },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The props that tie a control to its label's field: its id, style, invalid state, description and requiredness. */
export function controlProps(
  id: string,
  { hint, error, required }: { hint?: string; error?: string; required?: boolean },
) {
  return {
    id,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
    'aria-required': required || undefined,
  } as const;
}

/** A label, its control, an optional hint and the error text the control is described by. */
export function Field({ id, label, error, hint, required, children }: Props) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
