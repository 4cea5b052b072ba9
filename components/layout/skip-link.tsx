import { useTranslations } from 'next-intl';

/** First focusable element of every page: keyboard users jump past the header to the content. */
export function SkipLink() {
  const t = useTranslations('Common');
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
