'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import button from '@/components/ui/button.module.css';
import { Link } from '@/components/ui/link.client';
import { reportRequestFailure } from '@/components/navigation/progress/progress-store';
import { reloadForChunkError } from './chunk-reload';
import { errorStatus } from './error-status';
import { NotFoundView } from './not-found-view.client';
import { StatusView } from './status-view';

/** The error page inside the site's layout: status, message, and a way back. */
export function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('Error');
  const common = useTranslations('Common');
  const status = errorStatus(error);

  useEffect(() => {
    console.error(error);
    // The page's request failed (the server answered an error): the progress bar turns red for it too.
    if (status !== 404) reportRequestFailure();
    reloadForChunkError(error, { storage: window.sessionStorage, reload: () => window.location.reload() });
  }, [error, status]);

  if (status === 404) return <NotFoundView title={false} />;
  return (
    <StatusView status={status} message={t('message')}>
      <button type="button" className={button.button} onClick={retry}>
        {t('retry')}
      </button>
      <Link href="/" className={`${button.button} ${button.solid}`}>
        {common('home')}
      </Link>
    </StatusView>
  );
}
