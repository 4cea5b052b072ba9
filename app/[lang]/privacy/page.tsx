import { getTranslations } from 'next-intl/server';
import { PrivacyNotice } from '@/components/legal/privacy-notice';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { notices } from '@/lib/legal/privacy-notice';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

const text = textOf('Privacy');

export const generateMetadata = metadataOf('/privacy', text);

export default async function PrivacyPage({ params }: { params: LangParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Privacy');
  return (
    <>
      <PageLd locale={locale} href="/privacy" {...await text(locale)} />
      <PrivacyNotice
        notice={notices[locale]}
        pdfHref={privacyNoticeHref(locale)}
        pdfLabel={t('pdf')}
        back={<BackButton />}
      />
    </>
  );
}
