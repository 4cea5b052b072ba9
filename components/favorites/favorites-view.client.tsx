'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import roster from '@/components/roster/roster.module.css';
import { favoriteList, type Favorite } from '@/lib/favorites/favorite';
import { favoritesStore } from '@/lib/favorites/store';
import { FavoriteCard } from './favorite-card';
import styles from './favorites.module.css';
import { SelectionForm } from './selection-form.client';
import { ShareSelection } from './share-selection.client';
import { useFavorites } from '@/components/favorite-button/use-favorites';

type Props = {
  /** The page heading's id: focus goes there when the last card is removed. */
  headingId: string;
  /** Shown when nothing is chosen (rendered on the server, it carries no client code). */
  empty: ReactNode;
};

/**
 * The chosen talents as roster cards, each with Remove, a link that shares them and the form that sends them. Read from
 * this browser's storage, so the server HTML only says it is loading.
 */
export function FavoritesView({ headingId, empty }: Props) {
  const t = useTranslations('Favorites');
  const favorites = useFavorites();
  const list = useMemo(() => (favorites ? favoriteList(favorites) : null), [favorites]);
  const [announcement, setAnnouncement] = useState('');
  // Where focus goes once a removed card has left the page: the next card's Remove, else the heading.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [list]);

  const remove = (favorite: Favorite, index: number) => {
    const neighbour = list?.[index + 1] ?? list?.[index - 1];
    focusNext.current = neighbour ? removeButtonId(neighbour.id) : headingId;
    favoritesStore.remove(favorite.id);
    setAnnouncement(t('removed', { name: favorite.name }));
  };

  return (
    <>
      {/* Outside the list, so the announcement survives the last card's removal. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {list === null ? (
        <div className={styles.pending}>
          <div className={styles.placeholder}>{empty}</div>
          <p className={styles.loading}>{t('loading')}</p>
        </div>
      ) : list.length === 0 ? (
        empty
      ) : (
        <>
          <p className={styles.count}>{t('count', { count: list.length })}</p>
          <ul className={roster.grid} aria-label={t('listLabel')}>
            {list.map((favorite, index) => (
              <FavoriteCard
                key={favorite.id}
                favorite={favorite}
                eager={index < 2}
                removeId={removeButtonId(favorite.id)}
                onRemove={() => remove(favorite, index)}
              />
            ))}
          </ul>
          <ShareSelection ids={list.map((favorite) => favorite.id)} />
          <SelectionForm favorites={list} />
        </>
      )}
    </>
  );
}

const removeButtonId = (id: number) => `favorite-remove-${id}`;
