'use client';

import { useTranslations } from 'next-intl';
import { useFavoriteCount } from './use-favorites';

/** How many talents are chosen: a badge to see, a phrase to hear; nothing while there are none. */
export function FavoritesCount() {
  const t = useTranslations('FavoritesLink');
  const count = useFavoriteCount();
  if (count === 0) return null;
  return (
    <>
      <span className="header__favorites-count" aria-hidden="true" data-testid="favorites-count">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">, {t('count', { count })}</span>
    </>
  );
}
