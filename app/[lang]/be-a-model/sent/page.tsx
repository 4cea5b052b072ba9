import { SentView, sentTitle } from '@/components/forms/sent-view';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { unlistedMetadataOf } from '@/lib/seo/page-metadata';

export const generateMetadata = unlistedMetadataOf((locale) => sentTitle('application', locale));

/** Where an application sent without JavaScript lands once stored (303 from app/api/get-scouted). */
export default async function ApplicationSentPage({ params }: { params: LangParams }) {
  await pageLocale(params);
  return <SentView kind="application" />;
}
