import { useTranslations } from 'next-intl';
import roster from '@/components/roster/roster.module.css';
import type { Favorite } from '@/lib/favorites/favorite';
import { Link } from '@/lib/i18n/navigation';
import { cardImageProps } from '@/lib/images/card-image-props';
import styles from './favorites.module.css';
import { HeartIcon } from './heart-icon';

// The roster card's fallback image, for a snapshot without a cover. (A cover that no longer loads shows the
// same image: the roster's cover box has it as its background.)
const FALLBACK_COVER = '/images/talent-fallback.svg';

type Props = { favorite: Favorite; eager: boolean; removeId: string; onRemove: () => void };

/**
 * A chosen talent, drawn with the roster card's styles from the stored snapshot (no back-end call), with a
 * Remove button outside the card's link.
 */
export function FavoriteCard({ favorite, eager, removeId, onRemove }: Props) {
  const t = useTranslations('Favorites');
  const tf = useTranslations('Favorite');
  const tr = useTranslations('Roster');
  const src = favorite.coverUrl ?? FALLBACK_COVER;
  // As the roster card: a plain <img> with next/image's props, candidates up to 360 CSS px on 3x screens.
  const image = cardImageProps({
    src,
    sizes: '(min-width: 1024px) 20vw, 50vw',
    loading: eager ? 'eager' : 'lazy',
    unoptimized: src === FALLBACK_COVER,
    maxWidth: 1080,
  });
  const { id, category, name, slug } = favorite;
  return (
    <li className={roster.card} data-testid="favorite-card">
      <div className={roster.cover}>
        {/* eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's optimized props; alt among them */}
        <img {...image} className={roster.coverImage} />
      </div>
      <h2 className={roster.name}>
        <Link
          href={{ pathname: '/[category]/[id]/[name]', params: { category, id: String(id), name: slug } }}
          className={roster.link}
        >
          {name}
        </Link>
      </h2>
      <p className={roster.subtitle}>{favorite.subtitle}</p>
      <p className={roster.facts}>
        {favorite.age != null ? <span>{tr('age', { age: favorite.age })}</span> : null}
        {favorite.height ? <span>{tr('height', { height: favorite.height })}</span> : null}
      </p>
      {/* The visible word starts the accessible name ("Remove Ana Torres from favorites"), WCAG 2.5.3. */}
      <button type="button" id={removeId} className={styles.remove} aria-label={tf('remove', { name })} onClick={onRemove}>
        <HeartIcon className={styles.removeIcon} />
        {t('remove')}
      </button>
    </li>
  );
}
