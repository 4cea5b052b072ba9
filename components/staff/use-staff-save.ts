import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

// What the staff area's editors share: the JSON save to their route, the backend's refusals put on the fields
// they name, and each refusal worded by its code.

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'refused';

/** The words of a save: the button, the outcome, and each refusal by its code (`required`, `link`…). */
export type SaveLabels = {
  errors: Record<string, string>;
  submit: string;
  saving: string;
  saved: string;
  failed: string;
  fixFields: string;
};

type Options = {
  /** The route the JSON goes to: a new record's, or this one's. */
  action: string;
  /** Where a created record is edited, its id appended. */
  createdPath?: string;
  labels: SaveLabels;
};

export function useStaffSave<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { action, createdPath, labels }: Options,
) {
  const router = useRouter();
  const [status, setStatus] = useState<SaveStatus>('idle');

  /** A field's refusal in words: the browser's own (zod's issue type) or the backend's (its code). */
  const errorOf = (name: FieldPath<Values>): string | undefined => {
    const error = form.formState.errors[name as keyof typeof form.formState.errors];
    if (!error) return undefined;
    const code =
      error.type === 'too_small'
        ? 'required'
        : error.type === 'too_big'
          ? 'too_long'
          : typeof error.message === 'string' && error.message in labels.errors
            ? error.message
            : 'invalid';
    return labels.errors[code] ?? labels.errors.invalid;
  };

  const submit = form.handleSubmit(async (record) => {
    setStatus('saving');
    let answer: Response;
    try {
      answer = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
    } catch {
      setStatus('failed');
      return;
    }
    if (answer.status === 400) {
      const body = (await answer.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
      for (const [field, codes] of Object.entries(body.errors ?? {})) {
        form.setError(field as FieldPath<Values>, { message: codes[0] ?? 'invalid' });
      }
      setStatus('refused');
      return;
    }
    if (!answer.ok) {
      setStatus('failed');
      return;
    }
    const { id } = (await answer.json()) as { id: number };
    if (createdPath) {
      router.push(`${createdPath}/${id}`);
      return;
    }
    setStatus('saved');
  });

  return { status, submit, errorOf };
}
