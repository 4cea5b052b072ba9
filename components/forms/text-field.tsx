import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, Field } from './field';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  /** The value in the server's HTML (react-hook-form sets values from script only): a form shown again. */
  defaultValue?: string;
};

// The input type and autofill token follow the field's name, so phones show the right keyboard.
const inputType = (name: string) => (name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text');
const autoComplete = (name: string) =>
  name === 'phone' ? 'tel' : name === 'email' || name === 'name' ? name : 'off';

/** A labelled text input or textarea registered with react-hook-form, described by its hint and error. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required = false,
  rows,
  maxLength,
  defaultValue,
}: Props) {
  const props = { ...controlProps(id, { hint, error, required }), maxLength, defaultValue, ...registration };
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {rows ? (
        <textarea rows={rows} {...props} />
      ) : (
        <input
          type={inputType(registration.name)}
          autoComplete={autoComplete(registration.name)}
          {...props}
        />
      )}
    </Field>
  );
}
