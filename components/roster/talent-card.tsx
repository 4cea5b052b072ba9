import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/favorite-button.client';
import { IntentLink } from '@/components/ui/intent-link.client';
import { cardImageProps } from '@/lib/images/card-image-props';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import styles from './roster.module.css';

export const FALLBACK_COVER = '/images/talent-fallback.svg';

type Props = { talent: Card; category: Category; eager?: boolean };

/**
 * A roster card: lazy cover, name, first tag, age, height. It renders on the server for the first 20 cards
 * and in the browser for the ones loaded later, with a plain `<img>` (next/image's props without its client
 * component), so the first cards cost no hydration; the link prefetches its profile on intent only. A talent without a cover shows the fallback image; a
 * cover that fails to load leaves the fallback behind it visible (the cover's CSS background), no script
 * needed.
 */
export function TalentCard({ talent, category, eager = false }: Props) {
  const t = useTranslations('Roster');
  const src = talent.coverUrl ?? FALLBACK_COVER;
  const image = cardImageProps({
    src,
    sizes: '(min-width: 1024px) 20vw, 50vw',
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : 'auto',
    unoptimized: src === FALLBACK_COVER,
    // At most about 360 CSS pixels wide (half a large phone, a fifth of the 1750 px page) on 3x screens.
    maxWidth: 1080,
  });
  return (
    <li className={styles.card} data-testid="talent-card">
      <div className={styles.cover}>
        {/* eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's optimized props; alt among them */}
        <img
          {...image}
          className={styles.coverImage}
          data-fallback={src === FALLBACK_COVER ? 'true' : undefined}
        />
      </div>
      <h2 className={styles.name}>
        <IntentLink
          href={{ pathname: '/[category]/[id]/[name]', params: { category, id: String(talent.id), name: talent.slug } }}
          className={styles.link}
        >
          {talent.name}
        </IntentLink>
      </h2>
      <p className={styles.subtitle} data-testid="card-subtitle">
        {talent.subtitle}
      </p>
      <p className={styles.facts}>
        {talent.age != null ? <span data-testid="card-age">{t('age', { age: talent.age })}</span> : null}
        {talent.height ? <span data-testid="card-height">{t('height', { height: talent.height })}</span> : null}
      </p>
      <FavoriteButton talent={talent} category={category} placement="card" />
    </li>
  );
}
