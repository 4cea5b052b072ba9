import type { InputHTMLAttributes, ReactNode } from 'react';
import { passwordLength } from '@/lib/contract/staff-password';
import styles from './staff.module.css';

// The labelled controls of the staff area's plain forms.

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A labelled input; the rest of its props are the input's. */
export function InputField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label}>
      <input id={id} {...input} />
    </Field>
  );
}

/** A field for a new password, within the bounds the backend holds it to (lib/contract/staff-password.ts). */
export function NewPasswordField({
  id,
  label,
  name = 'password',
}: {
  id: string;
  label: string;
  name?: string;
}) {
  return (
    <InputField
      id={id}
      label={label}
      name={name}
      type="password"
      required
      minLength={passwordLength.min}
      maxLength={passwordLength.max}
      autoComplete="new-password"
    />
  );
}

type SelectProps<V extends string> = {
  id: string;
  name: string;
  label: string;
  values: readonly V[];
  /** A value in words. */
  words: (value: V) => string;
  defaultValue: string;
  /** The words of a first choice of none (a filter's "any"). */
  any?: string;
};

/** A labelled choice among `values`. */
export function SelectField<V extends string>({
  id,
  name,
  label,
  values,
  words,
  defaultValue,
  any,
}: SelectProps<V>) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue}>
        {any !== undefined && <option value="">{any}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {words(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A form's submit button, on a line of its own. */
export function SubmitRow({ label }: { label: string }) {
  return (
    <div>
      <button className={styles.button} type="submit">
        {label}
      </button>
    </div>
  );
}
