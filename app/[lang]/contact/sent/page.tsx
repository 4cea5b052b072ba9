import { SentView, sentTitle } from '@/components/forms/sent-view';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { unlistedMetadataOf } from '@/lib/seo/page-metadata';

export const generateMetadata = unlistedMetadataOf((locale) => sentTitle('contact', locale));

/** Where a contact form sent without JavaScript lands once stored (303 from app/api/contact). */
export default async function ContactSentPage({ params }: { params: LangParams }) {
  await pageLocale(params);
  return <SentView kind="contact" />;
}
