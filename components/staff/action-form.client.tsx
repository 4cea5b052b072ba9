'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { startTransition, useActionState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { ActionState, StaffFormAction } from '@/lib/staff/action-refusal';
import { staffPaths } from '@/lib/staff/paths';
import { signInReturningTo } from '@/lib/staff/return-to';
import styles from './staff.module.css';

type Props = {
  /** The page's Server Action (lib/staff/form-action.ts), which goes on to the page saying what was done. */
  action: StaffFormAction;
  /** The ids and choices the action takes beside what the form's own fields hold. */
  fields?: Record<string, string | number>;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
};

/** What a form bound to a Server Action is given by its page, as the forms built on it take it. */
export type BoundForm = Pick<Props, 'action' | 'fields' | 'className' | 'children'>;

/**
 * A staff form bound to its Server Action: it works without a script (the browser posts it, the page comes
 * back), and a refusal is said in the page, atop the form: an ended session with a link that signs in again
 * in a new tab and comes back to this page, after which the same button goes through.
 */
export function ActionForm({ action, fields = {}, className, onSubmit, onChange, children, ref }: Props) {
  const [state, formAction] = useActionState(action, null);
  // With the script, the form is sent from here rather than by React's own form action, which would clear
  // the form once it is answered: a refused action (an ended session) keeps the boxes ticked and the words
  // typed, to be sent again as they are. Without it, `action` posts the form as the browser does.
  const send = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name)
      form.append(submitter.name, submitter.value);
    startTransition(() => formAction(form));
  };
  return (
    <form ref={ref} className={className} action={formAction} onSubmit={send} onChange={onChange}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ActionNotice state={state} />
      {children}
    </form>
  );
}

/** What a page's address says of the last form's outcome: not to be said again after signing in. */
const outcomeParams = ['done', 'n', 'undo', 'note'];

function ActionNotice({ state }: { state: ActionState }) {
  const pathname = usePathname();
  const query = new URLSearchParams(useSearchParams()?.toString());
  for (const name of outcomeParams) query.delete(name);
  if (!state) return null;
  const page = query.size > 0 ? `${pathname}?${query}` : pathname;
  return (
    <p className={styles.alert} role="alert">
      {state.message}{' '}
      {state.signIn && (
        <a href={signInReturningTo(staffPaths.signIn, page)} target="_blank" rel="noopener">
          {state.signIn}
        </a>
      )}
    </p>
  );
}
