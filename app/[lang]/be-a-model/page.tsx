import { ApplicationView } from '@/components/application/application-view';
import { FormPage } from '@/components/forms/form-page';
import { PageLd } from '@/components/seo/page-ld';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

const text = textOf('Application');

export const generateMetadata = metadataOf('/be-a-model', text);

export default async function BeAModelPage({ params }: { params: LangParams }) {
  const locale = await pageLocale(params);
  return (
    <FormPage ld={<PageLd locale={locale} href="/be-a-model" {...await text(locale)} />}>
      <ApplicationView locale={locale} />
    </FormPage>
  );
}
