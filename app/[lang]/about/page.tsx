import { getTranslations } from 'next-intl/server';
import { AboutVideo } from '@/components/about/about-video';
import styles from '@/components/about/about.module.css';
import { PageLd } from '@/components/seo/page-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { getSlides } from '@/lib/api';
import { pageLocale, type LangParams } from '@/lib/i18n/page-locale';
import { metadataOf, textOf } from '@/lib/seo/page-metadata';

const text = textOf('About', 'metaTitle');

export const generateMetadata = metadataOf('/about', text);

export default async function AboutPage({ params }: { params: LangParams }) {
  const locale = await pageLocale(params);
  const [slides, t] = await Promise.all([getSlides('slides').catch(() => []), getTranslations('About')]);

  return (
    <div className={styles.page}>
      <PageLd locale={locale} href="/about" kind="about" {...await text(locale)} />
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
