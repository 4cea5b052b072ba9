import type { Metadata } from 'next';
import { pageLocale, metadataLocale, type LangParams } from '@/lib/i18n/page-locale';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ApplicationForm } from '@/components/application/application-form.client';
import styles from '@/components/contact/contact.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { getAttributes } from '@/lib/api';
import { pickMessages } from '@/lib/i18n/messages';
import { localizeValue } from '@/lib/talent/value-labels';
import { privacyNoticeHref } from '@/lib/forms/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: LangParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  if (!locale) return {};
  const t = await getTranslations({ locale, namespace: 'Application' });
  return pageMetadata({ locale, href: '/be-a-model', title: t('title'), description: t('description') });
}

export default async function BeAModelPage({ params }: Props) {
  const locale = await pageLocale(params);
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
