'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { InboxKind } from '@/lib/contract/inbox';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import { ActionForm } from './action-form.client';
import { ConfirmBox, useConfirmSubmit } from './confirm-submit.client';
import styles from './inbox.module.css';
import staffStyles from './staff.module.css';
import { StatusField } from './status-field.client';
import { useStaffT } from './use-staff-t';

type Props = {
  /** The inbox's bulk Server Action (app/staff/actions.ts), and the kind of the listed submissions. */
  action: StaffFormAction;
  kind: InboxKind;
  /** The list's address, where the action sends the member back. */
  back: string;
  /** The list's rows, each with its box named `id`. */
  children: ReactNode;
};

const boxesOf = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="id"]'));

/**
 * The inbox's rows as one form: tick some (or all on the page), then set their status or delete them.
 * Without the page's script the boxes and buttons work as a plain form; a deletion then needs its box.
 */
export function InboxSelection({ action, kind, back, children }: Props) {
  const t = useStaffT();
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState({ count: 0, all: false });
  const { count } = ticked;
  const confirmSubmit = useConfirmSubmit({
    question:
      kind === 'application'
        ? t('inbox.eraseAskApplications', { count })
        : t('inbox.eraseAskMessages', { count }),
    confirm: t('inbox.erase'),
  });

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
            {t('inbox.selectAll')}
          </label>
        )}
        {hydrated && <span role="status">{t('inbox.selected', { count })}</span>}
        <StatusField id="inbox-bulk-status" label={t('inbox.bulkStatus')} />
        <button className={staffStyles.button} type="submit" name="do" value="status">
          {t('inbox.setStatus')}
        </button>
        <ConfirmBox label={t('item.eraseConfirm')} />
        <button
          className={`${staffStyles.button} ${staffStyles.danger}`}
          type="submit"
          name="do"
          value="erase"
        >
          {t('inbox.erase')}
        </button>
      </div>
      {children}
      {confirmSubmit.dialog}
    </ActionForm>
  );
}
