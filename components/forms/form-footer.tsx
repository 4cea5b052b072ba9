import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { PlainPost } from '@/lib/forms/plain-post';
import styles from './forms.module.css';
import { Honeypot } from './honeypot';
import { PlainPostFields } from './plain-post-fields';
import { SendControls } from './send-controls';
import type { SubmissionState } from './use-submission';

type Props = {
  plain: PlainPost;
  honeypotRef: Ref<HTMLInputElement>;
  /** Some field is refused: said once above the button. */
  invalid: boolean;
  state: SubmissionState;
  onRetry: () => void;
};

/**
 * The end of a form the browser can also post itself (contact, application): the honeypot, the plain post's
 * fields, a word when fields are refused, and the send button through its states.
 */
export function FormFooter({ plain, honeypotRef, invalid, state, onRetry }: Props) {
  const t = useTranslations('Forms');
  return (
    <>
      <Honeypot label={t('honeypot')} inputRef={honeypotRef} />
      <PlainPostFields plain={plain} />
      {invalid ? (
        <p className={styles.summary} role="alert">
          {t('invalidSummary')}
        </p>
      ) : null}
      <SendControls state={state} onRetry={onRetry} />
    </>
  );
}
