import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ApplicationForm } from '@/components/application/application-form.client';
import styles from '@/components/contact/contact.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { getAttributes } from '@/lib/api';
import { pickMessages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { localizeValue } from '@/lib/talent/value-labels';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Application' });
  return pageMetadata({ locale, href: '/be-a-model', title: t('title'), description: t('description') });
}

export default async function BeAModelPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Countries and skills come with the page; the cities follow the country the visitor picks.
  const [attributes, t, messages] = await Promise.all([
    getAttributes({ locale }),
    getTranslations('Application'),
    getMessages(),
  ]);

  return (
    <div className={styles.page}>
      <PageLd locale={locale} name={t('title')} href="/be-a-model" />
      <BackButton />
      <div>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <NextIntlClientProvider messages={pickMessages(messages, ['Application', 'Forms'])}>
        <ApplicationForm
          countries={attributes.countries}
          // A back end that answers skills in one language only still shows them in the visitor's.
          skills={attributes.skills.map((skill) => ({
            ...skill,
            name: localizeValue('skill', skill.name, locale),
          }))}
          privacyHref={privacyNoticeHref(locale)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
