import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/application/application-view';
import styles from '@/components/contact/contact.module.css';
import { BackButton } from '@/components/ui/back-button.client';
import { loadReview } from '@/lib/forms/review-store';
import { redirect } from '@/lib/i18n/navigation';
import { metadataLocale, pageLocale, type LangParams } from '@/lib/i18n/page-locale';

type Props = { params: LangParams; searchParams: Promise<{ id?: string | string[] }> };

// One visitor's data, read per request: never prerendered, never kept in a cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Application' });
  // One visitor's refused send, kept for a few minutes: nothing for a search engine.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The application form again after a plain post (app/api/get-scouted) was refused or asked for its
 * country's cities: what the visitor wrote, read from the server's short-lived store by the opaque id in
 * the URL, with the errors next to the fields. Photos are not kept: the page asks for them again.
 */
export default async function ApplicationReviewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id } = await searchParams;
  const review = typeof id === 'string' ? await loadReview(id, 'application') : null;
  if (!review) redirect({ href: '/be-a-model', locale });
  return (
    <div className={styles.page}>
      <BackButton />
      <ApplicationView locale={locale} review={review ?? undefined} />
    </div>
  );
}
