'use client';

import { useTranslations } from 'next-intl';
import { ErrorFallbackBoundary } from '@/components/layout/error/error-fallback-boundary.client';
import { ErrorPage } from '@/components/layout/error/error-page.client';

export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('Error');
  return (
    <ErrorFallbackBoundary fallback={t('fallback')}>
      <ErrorPage error={error} retry={retry} />
    </ErrorFallbackBoundary>
  );
}
