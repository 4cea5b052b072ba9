'use client';

import { useEffect, useId, useRef } from 'react';
import styles from './staff.module.css';
import dialogStyles from './confirm-dialog.module.css';

/** The words of a question: what goes (or what is lost), the button that does it, and the one that does not. */
export type ConfirmWords = { question: string; confirm: string; cancel: string };

type Props = ConfirmWords & {
  /** Called with the answer: true for the destructive button, false for Cancel, Escape or a close. */
  onAnswer: (confirmed: boolean) => void;
};

/**
 * A question in the browser's own modal dialog (`showModal`: the page behind is inert, focus stays inside,
 * Escape cancels), open while it is rendered. Cancel has the focus, so Enter or a stray tap keeps everything.
 */
export function ConfirmDialog({ question, confirm, cancel, onAnswer }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const questionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    safe.current?.focus();
  }, []);

  const answer = (confirmed: boolean) => {
    if (answered.current) return;
    answered.current = true;
    dialog.current?.close();
    onAnswer(confirmed);
  };

  return (
    <dialog
      ref={dialog}
      className={dialogStyles.dialog}
      aria-labelledby={questionId}
      onCancel={() => answer(false)}
      onClose={() => answer(false)}
    >
      <p id={questionId} className={dialogStyles.question}>
        {question}
      </p>
      <div className={dialogStyles.choices}>
        <button ref={safe} type="button" className={styles.button} onClick={() => answer(false)}>
          {cancel}
        </button>
        <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => answer(true)}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
