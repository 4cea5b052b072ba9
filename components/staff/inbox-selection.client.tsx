'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { ActionForm } from './action-form.client';
import { useConfirmSubmit } from './confirm-submit.client';
import { SelectField } from './fields';
import type { SelectionWords } from './inbox-list';
import styles from './inbox.module.css';
import staffStyles from './staff.module.css';

type Props = {
  /** The inbox's bulk Server Action (app/staff/actions.ts), and the kind of the listed submissions. */
  action: StaffFormAction;
  kind: string;
  /** The list's address, where the action sends the member back. */
  back: string;
  statuses: { value: string; label: string }[];
  words: SelectionWords;
  /** The list's rows, each with its box named `id`. */
  children: ReactNode;
};

const boxesOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="id"]'));

/**
 * The inbox's rows as one form: tick some (or all on the page), then set their status or delete them.
 * Without the page's script the boxes and buttons work as a plain form; a deletion then needs its box.
 */
export function InboxSelection({ action, kind, back, statuses, words, children }: Props) {
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState({ count: 0, all: false });
  const { questions, ...answers } = words.ask;
  const confirmSubmit = useConfirmSubmit({ ...answers, question: questions[ticked.count] ?? '' });

  const recount = (form: HTMLFormElement) => {
    const boxes = boxesOf(form);
    const count = boxes.filter((box) => box.checked).length;
    setTicked({ count, all: boxes.length > 0 && count === boxes.length });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'erase') confirmSubmit.onSubmit(event);
  };

  return (
    <ActionForm
      action={action}
      fields={{ kind, back }}
      onSubmit={onSubmit}
      onChange={(event) => recount(event.currentTarget)}
    >
      <div className={styles.bar}>
        {hydrated && (
          <label className={staffStyles.check}>
            <input
              type="checkbox"
              checked={ticked.all}
              onChange={(event) => {
                const form = event.currentTarget.form;
                if (!form) return;
                for (const box of boxesOf(form)) box.checked = event.currentTarget.checked;
              }}
            />
            {words.selectAll}
          </label>
        )}
        {hydrated && <span role="status">{words.selected.replace('#', String(ticked.count))}</span>}
        <SelectField
          id="inbox-bulk-status"
          name="status"
          label={words.status}
          values={statuses.map((status) => status.value)}
          words={(value) => statuses.find((status) => status.value === value)?.label ?? value}
          defaultValue={statuses[0]?.value ?? ''}
        />
        <button className={staffStyles.button} type="submit" name="do" value="status">
          {words.setStatus}
        </button>
        {hydrated ? (
          <input type="hidden" name="confirm" value="yes" />
        ) : (
          <label className={staffStyles.check}>
            <input type="checkbox" name="confirm" value="yes" />
            {words.eraseConfirm}
          </label>
        )}
        <button
          className={`${staffStyles.button} ${staffStyles.danger}`}
          type="submit"
          name="do"
          value="erase"
        >
          {words.erase}
        </button>
      </div>
      {children}
      {confirmSubmit.dialog}
    </ActionForm>
  );
}
