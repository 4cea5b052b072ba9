import { getTranslations } from 'next-intl/server';
import { limitWords } from '@/lib/contract/upload-limits';
import type { Review } from '@/lib/forms/review-store';
import styles from './forms.module.css';

/**
 * Above a form shown again after a plain post was not sent: why (the fields, or the agency unreachable),
 * and for the application, that its photos must be chosen again.
 */
export async function ReviewNotice({
  failure,
  files = false,
  fields = true,
}: {
  failure?: Review['failure'];
  files?: boolean;
  fields?: boolean;
}) {
  const [t, tf] = await Promise.all([getTranslations('PlainForm'), getTranslations('Forms')]);
  return (
    <div className={styles.notice} role="alert" data-testid="review-notice">
      {failure ? <p>{tf(`failure.${failure}`, limitWords)}</p> : fields ? <p>{t('reviewNotice')}</p> : null}
      {files ? <p>{t('filesNotice')}</p> : null}
    </div>
  );
}
