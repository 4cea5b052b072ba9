import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/application/application-view';
import { FormPage } from '@/components/forms/form-page';
import { pageReview, type ReviewQuery } from '@/lib/forms/review-page';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { unlistedMetadataOf } from '@/lib/seo/page-metadata';

// One visitor's data, read per request: never prerendered, never kept in a cache.
export const dynamic = 'force-dynamic';

export const generateMetadata = unlistedMetadataOf(async (locale) =>
  (await getTranslations({ locale, namespace: 'Application' }))('title'),
);

/**
 * The application form again after a plain post (app/api/get-scouted) was refused or asked for its
 * country's cities, with the errors next to the fields. Photos are not kept: the page asks for them again.
 */
export default async function ApplicationReviewPage(props: {
  params: LangParams;
  searchParams: ReviewQuery;
}) {
  const locale = await pageLocale(props.params);
  const review = await pageReview('application', locale, props.searchParams);
  return (
    <FormPage>
      <ApplicationView locale={locale} review={review} />
    </FormPage>
  );
}
