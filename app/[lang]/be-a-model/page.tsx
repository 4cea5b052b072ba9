import { ApplicationView } from '@/components/application/application-view';
import styles from '@/components/contact/contact.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

const text = textOf('Application');

export const generateMetadata = metadataOf('/be-a-model', text);

export default async function BeAModelPage({ params }: { params: LangParams }) {
  const locale = await pageLocale(params);
  return (
    <div className={styles.page}>
      <PageLd locale={locale} href="/be-a-model" {...await text(locale)} />
      <BackButton />
      <ApplicationView locale={locale} />
    </div>
  );
}
