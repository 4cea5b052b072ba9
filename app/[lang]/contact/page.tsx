import { getTranslations } from 'next-intl/server';
import { ContactView } from '@/components/contact/contact-view';
import { FormPage } from '@/components/forms/form-page';
import { PageLd } from '@/components/seo/page-ld';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { metadataOf } from '@/lib/seo/page-metadata';

async function text(locale: Locale) {
  const [nav, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Navbar' }),
    getTranslations({ locale, namespace: 'Contact' }),
  ]);
  // The contact page's title is the navbar's contact label, so the link and the tab read the same.
  return { title: nav('contact'), description: t('description') };
}

export const generateMetadata = metadataOf('/contact', text);

export default async function ContactPage({ params }: { params: LangParams }) {
  const locale = await pageLocale(params);
  return (
    <FormPage ld={<PageLd locale={locale} href="/contact" kind="contact" {...await text(locale)} />}>
      <ContactView locale={locale} />
    </FormPage>
  );
}
