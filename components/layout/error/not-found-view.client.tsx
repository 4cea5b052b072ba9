'use client';

import { useTranslations } from 'next-intl';
import { BackButton } from '@/components/ui/back-button.client';
import button from '@/components/ui/button.module.css';
import { agency } from '@/lib/agency';
import { Link } from '@/components/ui/link.client';
import { StatusView } from './status-view';

/**
 * The localized 404 page: 'This page could not be found' with Return (back) and HOME. A client leaf on
 * purpose: a not-found boundary renders alongside the layout, before the layout has set the request
 * locale, so server-side translations there would read the request headers and make the page dynamic.
 * The client provider already holds the locale and these namespaces. A page that sets the title in its
 * metadata passes `title={false}`, so the document has one.
 */
export function NotFoundView({ title = true }: { title?: boolean }) {
  const t = useTranslations('NotFound');
  const common = useTranslations('Common');
  return (
    <>
      {title ? <title>{`${t('title')} · ${agency.name}`}</title> : null}
      <StatusView status={404} message={t('message')}>
        <BackButton />
        <Link href="/" className={`${button.button} ${button.solid}`}>
          {common('home')}
        </Link>
      </StatusView>
    </>
  );
}
