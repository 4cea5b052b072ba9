import type { InputHTMLAttributes, ReactNode } from 'react';
import { passwordLength } from '@/lib/contract/staff-password';
import styles from './staff.module.css';

// The labelled controls of the staff area's plain forms.

/** What names a control: its id, which its label points to, and the label's words. */
type Labelled = { id: string; label: string };

export function Field({ id, label, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A labelled input; the rest of its props are the input's. */
export function InputField({ id, label, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label}>
      <input id={id} {...input} />
    </Field>
  );
}

/** A field for a new password, within the bounds the backend holds it to (lib/contract/staff-password.ts). */
export function NewPasswordField({ name = 'password', ...field }: Labelled & { name?: string }) {
  return (
    <InputField
      {...field}
      name={name}
      type="password"
      required
      minLength={passwordLength.min}
      maxLength={passwordLength.max}
      autoComplete="new-password"
    />
  );
}

type SelectProps<V extends string> = Labelled & {
  name: string;
  values: readonly V[];
  /** A value in words. */
  words: (value: V) => string;
  defaultValue: string;
  /** The words of a first choice of none (a filter's "any"). */
  any?: string;
};

/** A labelled choice among `values`. */
export function SelectField<V extends string>({ label, values, words, any, ...select }: SelectProps<V>) {
  return (
    <Field id={select.id} label={label}>
      <select {...select}>
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
