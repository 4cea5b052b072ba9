import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AboutVideo } from '@/components/about/about-video';
import styles from '@/components/about/about.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { getSlides } from '@/lib/api';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'About' });
  return pageMetadata({ locale, href: '/about', title: t('metaTitle'), description: t('description') });
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [slides, t] = await Promise.all([getSlides('slides').catch(() => []), getTranslations('About')]);

  return (
    <div className={styles.page}>
      <PageLd
        locale={locale}
        name={t('metaTitle')}
        href="/about"
        kind={{ type: 'about', description: t('description') }}
      />
      <BackButton />
      <h1 className={styles.heading}>{t('heading')}</h1>
      <div className={styles.blocks}>
        <section className={styles.block} aria-labelledby="about-mission">
          <h2 id="about-mission">{t('missionTitle')}</h2>
          <p>{t('mission')}</p>
        </section>
        <section className={styles.block} aria-labelledby="about-vision">
          <h2 id="about-vision">{t('visionTitle')}</h2>
          <p>{t('vision')}</p>
        </section>
      </div>
      <AboutVideo slides={slides} label={t('videoLabel')} />
    </div>
  );
}
