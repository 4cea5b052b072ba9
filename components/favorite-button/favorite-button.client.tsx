'use client';

import { useTranslations } from 'next-intl';
import { toFavorite } from '@/lib/favorites/favorite';
import { favoritesStore } from '@/lib/favorites/store';
import type { TalentCard } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import styles from './favorite-button.module.css';
import { HeartIcon } from './heart-icon';
import { useIsFavorite } from './use-favorites';

type Props = {
  talent: TalentCard;
  category: Category;
  /**
   * `card`: over the cover's corner of a roster card (the card's `<li>` is the positioned box); `cta`: the
   * heart with a visible label, beside a profile's name.
   */
  placement?: 'card' | 'inline' | 'cta';
};

/**
 * The heart that adds a talent to the favorites or removes it: a toggle button (`aria-pressed`) whose name
 * says what pressing it does. The server renders it unpressed; the browser corrects it after hydration
 * without moving anything (both states have the same size).
 */
export function FavoriteButton({ talent, category, placement = 'inline' }: Props) {
  const t = useTranslations('Favorite');
  const chosen = useIsFavorite(talent.id);
  const toggle = () => favoritesStore.toggle(toFavorite(talent, category));
  if (placement === 'cta') {
    // One label for both states, as a toggle button should have; the pressed state shows in its look.
    return (
      <button
        type="button"
        className={styles.cta}
        aria-pressed={chosen}
        onClick={toggle}
        data-testid="favorite-button"
      >
        <HeartIcon className={styles.ctaIcon} />
        <span>{t('cta')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.heart} ${placement === 'card' ? styles.onCard : ''}`}
      aria-pressed={chosen}
      onClick={toggle}
      data-testid="favorite-button"
    >
      <HeartIcon className={styles.heartIcon} />
      <span className="visually-hidden">{t(chosen ? 'remove' : 'add', { name: talent.name })}</span>
    </button>
  );
}
