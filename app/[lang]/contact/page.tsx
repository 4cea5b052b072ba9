import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { ContactView } from '@/components/contact/contact-view';
import styles from '@/components/contact/contact.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const [nav, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Navbar' }),
    getTranslations({ locale, namespace: 'Contact' }),
  ]);
  // The contact page's title is the navbar's contact label, so the link and the tab read the same.
  return pageMetadata({ locale, href: '/contact', title: nav('contact'), description: t('description') });
}

export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, nav] = await Promise.all([getTranslations('Contact'), getTranslations('Navbar')]);

  return (
    <div className={styles.page}>
      <PageLd
        locale={locale}
        name={nav('contact')}
        href="/contact"
        kind={{ type: 'contact', description: t('description') }}
      />
      <BackButton />
      <ContactView locale={locale} />
    </div>
  );
}
