import { useTranslations } from 'next-intl';
import styles from './skip-link.module.css';

/** First focusable element of every page: keyboard users jump past the header to the content. */
export function SkipLink() {
  const t = useTranslations('Common');
  return (
    <a className={styles.skipLink} href="#main">
      {t('skipToContent')}
    </a>
  );
}
