import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form.client';
import { ContactMap } from '@/components/contact/contact-map.client';
import styles from '@/components/contact/contact.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { agency } from '@/lib/agency';
import { pickMessages } from '@/lib/i18n/messages';
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
  const [t, nav, messages] = await Promise.all([
    getTranslations('Contact'),
    getTranslations('Navbar'),
    getMessages(),
  ]);
  const { address } = agency;

  return (
    <div className={styles.page}>
      <PageLd
        locale={locale}
        name={nav('contact')}
        href="/contact"
        kind={{ type: 'contact', description: t('description') }}
      />
      <BackButton />
      <div className={styles.layout}>
        <div>
          <h1>{t('heading')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
          <NextIntlClientProvider messages={pickMessages(messages, ['Contact', 'Forms'])}>
            <ContactForm />
          </NextIntlClientProvider>
        </div>
        <ContactMap
          label={t('mapLabel')}
          lat={agency.map.lat}
          lng={agency.map.lng}
          zoom={agency.map.zoom}
          markerLabel={t('marker', { name: agency.name })}
          address={`${agency.name}, ${address.street}, ${address.locality}, ${address.postalCode} ${address.region}`}
        />
      </div>
    </div>
  );
}
