'use client';

import { useTranslations } from 'next-intl';
import { toFavorite } from '@/lib/favorites/favorite';
import { favoritesStore } from '@/lib/favorites/store';
import type { TalentCard } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import styles from './favorites.module.css';
import { HeartIcon } from './heart-icon';
import { useIsFavorite } from './use-favorites';

type Props = {
  talent: TalentCard;
  category: Category;
  /** `card`: over the cover's corner of a roster card (the card's `<li>` is the positioned box). */
  placement?: 'card' | 'inline';
};

/**
 * The heart that adds a talent to the favorites or removes it: a toggle button (`aria-pressed`) whose name
 * says what pressing it does. The server renders it unpressed; the browser corrects it after hydration
 * without moving anything (both states have the same size).
 */
export function FavoriteButton({ talent, category, placement = 'inline' }: Props) {
  const t = useTranslations('Favorite');
  const chosen = useIsFavorite(talent.id);
  return (
    <button
      type="button"
      className={`${styles.heart} ${placement === 'card' ? styles.onCard : ''}`}
      aria-pressed={chosen}
      onClick={() => favoritesStore.toggle(toFavorite(talent, category))}
      data-testid="favorite-button"
    >
      <HeartIcon className={styles.heartIcon} />
      <span className="visually-hidden">{t(chosen ? 'remove' : 'add', { name: talent.name })}</span>
    </button>
  );
}
