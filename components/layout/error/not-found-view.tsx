import { useTranslations } from 'next-intl';
import { BackButton } from '@/components/ui/back-button.client';
import { Link } from '@/lib/i18n/navigation';
import { StatusView } from './status-view';

/** The localized 404 page: 'This page could not be found' with Return (back) and HOME. */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  const common = useTranslations('Common');
  return (
    <StatusView status={404} message={t('message')}>
      <BackButton />
      <Link href="/" className="button button--solid">
        {common('home')}
      </Link>
    </StatusView>
  );
}
