'use client';

import { useRef, useState } from 'react';
import { ActionForm, type BoundForm } from './action-form.client';
import { useUnsavedGuard } from './unsaved-guard.client';

/** Whether a control of the form holds something else than the page gave it: a file chosen, a text typed. */
export function formChanged(form: HTMLFormElement | null): boolean {
  return [...(form?.elements ?? [])].some((control) => {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'file') return (control.files?.length ?? 0) > 0;
      if (control.type === 'checkbox' || control.type === 'radio')
        return control.checked !== control.defaultChecked;
      return control.type !== 'hidden' && control.value !== control.defaultValue;
    }
    if (control instanceof HTMLSelectElement)
      return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return control instanceof HTMLTextAreaElement && control.value !== control.defaultValue;
  });
}

/** Tracks whether a plain form was changed, by what its controls hold against what the page gave them. */
export function useFormChanged() {
  const form = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(false);
  const check = () => setChanged(formChanged(form.current));
  return { form, changed, check, clear: () => setChanged(false) };
}

/**
 * A staff form bound to its Server Action (`ActionForm`) whose typed values leaving the page would lose:
 * while changed, leaving asks first (a video's link).
 */
export function UnsavedForm({ children, ...props }: BoundForm) {
  const { form, changed, check } = useFormChanged();
  const guard = useUnsavedGuard(changed, form);
  return (
    <ActionForm ref={form} {...props} onChange={check}>
      {children}
      {guard}
    </ActionForm>
  );
}
