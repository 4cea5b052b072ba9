'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ActionForm, type BoundForm } from './action-form.client';
import styles from './staff.module.css';
import { ConfirmDialog, type ConfirmWords } from './confirm-dialog.client';
import { useStaffT } from './use-staff-t';

/** A removal's question and the button that answers yes; Cancel is the same everywhere. */
type Question = Omit<ConfirmWords, 'cancel'>;

/**
 * A form's submit held back behind a question; the destructive answer sends it as the browser would have (its
 * submitter and all). Spread `onSubmit` on the form and render `dialog` beside it.
 */
export function useConfirmSubmit(words: Question) {
  const t = useStaffT();
  const [asking, setAsking] = useState<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const passing = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The confirmed submit, sent again below: the browser sends it (and a guard of unsaved changes hears it).
    if (passing.current) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setAsking({ form: event.currentTarget, submitter });
  };

  const onAnswer = (confirmed: boolean) => {
    const held = asking;
    setAsking(null);
    if (!confirmed || !held) return;
    passing.current = true;
    try {
      held.form.requestSubmit(held.submitter);
    } finally {
      passing.current = false;
    }
  };

  return {
    onSubmit,
    dialog: asking && <ConfirmDialog {...words} cancel={t('forms.cancel')} onAnswer={onAnswer} />,
  };
}

type Props = Question &
  BoundForm & {
    /**
     * A box the member must tick before a deletion for good, for the browser without a script (it requires
     * it, the action checks it); with the script the dialog asks instead, and the form says `confirm=yes`.
     */
    tickBox?: string;
  };

/** A removal's form (a picture, a slide, a talent, an account...): its Server Action, asked about first. */
export function ConfirmForm({ action, fields, className, tickBox, children, ...words }: Props) {
  const { onSubmit, dialog } = useConfirmSubmit(words);
  return (
    <ActionForm className={className} action={action} fields={fields} onSubmit={onSubmit}>
      {tickBox && <ConfirmBox label={tickBox} required />}
      {children}
      {dialog}
    </ActionForm>
  );
}

/**
 * The `confirm=yes` a deletion for good's action needs: a box the member ticks without a script, said by the
 * dialog with it. `required` where the form's only submit deletes.
 */
export function ConfirmBox({ label, required }: { label: string; required?: boolean }) {
  const hydrated = useHydrated();
  if (hydrated) return <input type="hidden" name="confirm" value="yes" />;
  return (
    <label className={styles.check}>
      <input type="checkbox" name="confirm" value="yes" required={required} />
      {label}
    </label>
  );
}
