import { useTranslations } from 'next-intl';
import roster from '@/components/roster/roster.module.css';
import { TalentCover } from '@/components/roster/talent-cover';
import { browserMediaUrl } from '@/lib/api/media-url';
import type { Favorite } from '@/lib/favorites/favorite';
import button from '@/components/ui/button.module.css';
import { Link } from '@/components/ui/link.client';
import styles from './favorites.module.css';
import { HeartIcon } from '@/components/favorite-button/heart-icon';

type Props = { favorite: Favorite; eager: boolean; removeId: string; onRemove: () => void };

/**
 * A chosen talent, drawn with the roster card's styles from the stored snapshot (no back-end call), with a
 * Remove button outside the card's link.
 */
export function FavoriteCard({ favorite, eager, removeId, onRemove }: Props) {
  const t = useTranslations('Favorites');
  const tf = useTranslations('Favorite');
  const tr = useTranslations('Roster');
  const { id, category, name, slug } = favorite;
  return (
    <li className={roster.card} data-testid="favorite-card">
      {/* A cover stored while pages named the back end's internal address: the site's own path now. */}
      <TalentCover coverUrl={favorite.coverUrl && browserMediaUrl(favorite.coverUrl)} eager={eager} />
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
      <button
        type="button"
        id={removeId}
        className={`${button.button} ${styles.remove}`}
        aria-label={tf('remove', { name })}
        onClick={onRemove}
      >
        <HeartIcon className={styles.removeIcon} />
        {t('remove')}
      </button>
    </li>
  );
}
