import { getTranslations } from 'next-intl/server';
import { ContactView } from '@/components/contact/contact-view';
import { FormPage } from '@/components/forms/form-page';
import { pageReview, type ReviewQuery } from '@/lib/forms/review-page';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { unlistedMetadataOf } from '@/lib/seo/page-metadata';

// One visitor's data, read per request: never prerendered, never kept in a cache.
export const dynamic = 'force-dynamic';

export const generateMetadata = unlistedMetadataOf(async (locale) =>
  (await getTranslations({ locale, namespace: 'Navbar' }))('contact'),
);

/** The contact form again after a plain post was refused (app/api/contact), with the errors next to the fields. */
export default async function ContactReviewPage(props: { params: LangParams; searchParams: ReviewQuery }) {
  const locale = await pageLocale(props.params);
  const review = await pageReview('contact', locale, props.searchParams);
  return (
    <FormPage>
      <ContactView locale={locale} review={review} />
    </FormPage>
  );
}
