import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { PrivacyNotice } from '@/components/legal/privacy-notice';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { notices } from '@/lib/legal/privacy-notice';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return pageMetadata({ locale, href: '/privacy', title: t('title'), description: t('description') });
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Privacy');
  return (
    <>
      <PageLd locale={locale} name={t('title')} href="/privacy" />
      <PrivacyNotice
        notice={notices[locale]}
        pdfHref={privacyNoticeHref(locale)}
        pdfLabel={t('pdf')}
        back={<BackButton />}
      />
    </>
  );
}
