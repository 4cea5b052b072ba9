import { getTranslations } from 'next-intl/server';
import { agency } from '@/lib/agency';
import type { Slide } from '@/lib/api/types';
import { HeroSlider } from './hero-slider.client';
import styles from './hero.module.css';

/** The home hero: the page's one heading (who the agency is), the slider and the down arrow to the news. */
export async function Hero({ slides }: { slides: Slide[] }) {
  const t = await getTranslations('Home');
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>
        <span className={styles.titleName}>{agency.name}</span>
        <span className={styles.titleTagline}>{t('tagline')}</span>
      </h1>
      <HeroSlider slides={slides} />
      <a className={styles.down} href="#news" aria-label={t('toNews')}>
        <span aria-hidden="true">↓</span>
      </a>
    </div>
  );
}
