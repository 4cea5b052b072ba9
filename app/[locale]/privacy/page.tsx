import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PrivacyNotice } from '@/components/legal/privacy-notice';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { routing } from '@/lib/i18n/routing';
import { notices } from '@/lib/legal/privacy-notice';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return pageMetadata({ locale, href: '/privacy', title: t('title'), description: t('description') });
}

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
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
