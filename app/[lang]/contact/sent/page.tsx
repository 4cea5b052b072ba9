import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SentView } from '@/components/forms/sent-view';
import { metadataLocale, pageLocale, type LangParams } from '@/lib/i18n/page-locale';

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'PlainForm' });
  return { title: t('contactSentTitle'), robots: { index: false, follow: false } };
}

/** Where a contact form sent without JavaScript lands once stored (303 from app/api/contact). */
export default async function ContactSentPage({ params }: Props) {
  await pageLocale(params);
  return <SentView kind="contact" />;
}
