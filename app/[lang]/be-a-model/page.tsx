import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/application/application-view';
import styles from '@/components/contact/contact.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Application' });
  return pageMetadata({ locale, href: '/be-a-model', title: t('title'), description: t('description') });
}

export default async function BeAModelPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Application');

  return (
    <div className={styles.page}>
      <PageLd locale={locale} name={t('title')} href="/be-a-model" />
      <BackButton />
      <ApplicationView locale={locale} />
    </div>
  );
}
