import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/anti-spam';
import styles from './forms.module.css';

/** A field people never see or reach; spam scripts that fill every input give themselves away. */
export function Honeypot({ label, inputRef }: { label: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>{label}</label>
      <input
        ref={inputRef}
        id={`${HONEYPOT_FIELD}-field`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
