'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import {
  get,
  useFormState,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { limitWords } from '@/lib/contract/upload-limits';
import type { FormErrorKey } from '@/lib/forms/fields';

/**
 * A form's errors in the visitor's words: `errorText(name)` translates the field's error code (the form's
 * own zod check or the route's answer), `applyServerErrors` marks the fields a route refused, and
 * `hasErrors` says whether the summary above the send button should show.
 */
export function useFieldErrors<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  names: readonly FieldPath<Values>[],
) {
  const t = useTranslations('Forms');
  // Its own subscription rather than `form.formState`, which renders the component that called `useForm`:
  // a form may render its fields below that component, memoized (the application form does).
  const { errors, isSubmitted } = useFormState({ control: form.control });

  // Read from `errors` alone: `getFieldState` with the form's state would also subscribe the whole form to
  // every field's dirty and touched flags, rendering it again on a field's first keystroke and on each blur.
  const errorText = (name: FieldPath<Values>) => {
    const error: FieldError | undefined = get(errors, name);
    const code = error?.message;
    return code ? t(`errors.${code as FormErrorKey}`, limitWords) : undefined;
  };

  const applyServerErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      for (const name of names) {
        const code = fieldErrors[name]?.[0];
        if (code) form.setError(name, { type: 'server', message: code });
      }
    },
    [form, names],
  );

  return { errorText, applyServerErrors, hasErrors: isSubmitted && Object.keys(errors).length > 0 };
}
