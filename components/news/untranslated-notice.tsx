import { useTranslations } from 'next-intl';
import styles from './news.module.css';

/** The fragment the language switch adds when a post was not written in the chosen language. */
export const UNTRANSLATED_NOTICE_ID = 'untranslated';

/**
 * "That post is not available in this language", shown on the news list only when the address ends in
 * `#untranslated` (CSS `:target`): the list stays one cached page, and the notice works without JavaScript.
 */
export function UntranslatedNotice() {
  const t = useTranslations('News');
  return (
    <p id={UNTRANSLATED_NOTICE_ID} className={styles.untranslated} role="status">
      {t('untranslated')}
    </p>
  );
}
