import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/roster/roster.module.css';
import { TalentCard } from '@/components/roster/talent-card';
import type { TalentSummary } from '@/lib/api';
import { Link } from '@/components/ui/link.client';
import { toTalentCard } from '@/lib/talent/card';
import home from './featured-models.module.css';

/** How many models the home shows: three rows on a phone, two on a tablet, one on a desktop. */
export const FEATURED_MODELS = 6;

/**
 * The strip's columns (featured-models.module.css) in the page's 1366 px frame: two, three from 600 px,
 * six from 1024 px, about 203 px each once the frame stops growing.
 */
const COVER_SIZES = '(min-width: 1366px) 203px, (min-width: 1024px) 15vw, (min-width: 600px) 33vw, 50vw';

/**
 * A strip of models under the hero, leading into the roster. The back end has no "featured" mark: these are
 * the first models of the roster that have a cover, so the strip is never a row of placeholders.
 */
export async function FeaturedModels({ models }: { models: TalentSummary[] }) {
  const [t, locale] = await Promise.all([getTranslations('Home'), getLocale()]);
  const featured = models.filter((model) => model.coverUrl).slice(0, FEATURED_MODELS);
  if (featured.length === 0) return null;
  const today = new Date();
  return (
    <section className={home.featured} aria-labelledby="featured-title" data-testid="featured-models">
      <h2 id="featured-title" className={home.heading}>
        {t('featuredTitle')}
      </h2>
      <ul className={`${styles.grid} ${home.grid}`}>
        {featured.map((model) => (
          <TalentCard
            key={model.id}
            talent={toTalentCard(model, today, locale)}
            category="models"
            headingLevel="h3"
            coverSizes={COVER_SIZES}
          />
        ))}
      </ul>
      <Link href={{ pathname: '/[category]', params: { category: 'models' } }} className={home.all}>
        {t('featuredAll')}
      </Link>
    </section>
  );
}
