import { getTranslations } from 'next-intl/server';
import type { Slide } from '@/lib/api/types';
import { HeroSlider } from './hero-slider.client';
import styles from './hero.module.css';

/** The home hero: the slider and the down arrow to the news section. */
export async function Hero({ slides }: { slides: Slide[] }) {
  const t = await getTranslations('Home');
  return (
    <div className={styles.hero}>
      <HeroSlider slides={slides} />
      <a className={styles.down} href="#news" aria-label={t('toNews')}>
        <span aria-hidden="true">↓</span>
      </a>
    </div>
  );
}
