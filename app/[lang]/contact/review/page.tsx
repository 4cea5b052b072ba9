import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactView } from '@/components/contact/contact-view';
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
  const nav = await getTranslations({ locale, namespace: 'Navbar' });
  // One visitor's refused send, kept for a few minutes: nothing for a search engine.
  return { title: nav('contact'), robots: { index: false, follow: false } };
}

/**
 * The contact form again after a plain post was refused (app/api/contact): what the visitor wrote, read
 * from the server's short-lived store by the opaque id in the URL, with the errors next to the fields.
 */
export default async function ContactReviewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id } = await searchParams;
  const review = typeof id === 'string' ? await loadReview(id, 'contact') : null;
  if (!review) redirect({ href: '/contact', locale });
  return (
    <div className={styles.page}>
      <BackButton />
      <ContactView locale={locale} review={review ?? undefined} />
    </div>
  );
}
