'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import button from '@/components/ui/button.module.css';
import type { Favorite } from '@/lib/favorites/favorite';
import { favoritesStore } from '@/lib/favorites/store';
import { Link } from '@/components/ui/link.client';
import styles from './favorites.module.css';

/**
 * "Add all to my favorites" on a shared selection: every talent of the link into this browser's favorites
 * (the snapshots the server made of them), then a word saying so and the way to the favorites page.
 */
export function AddAllButton({ talents }: { talents: readonly Favorite[] }) {
  const t = useTranslations('SharedSelection');
  const [added, setAdded] = useState<number | null>(null);
  const addAll = () => {
    favoritesStore.addAll(talents);
    setAdded(talents.length);
  };
  return (
    <div className={styles.addAll}>
      <button type="button" className={`${button.button} ${button.solid}`} onClick={addAll}>
        {t('addAll')}
      </button>
      <p role="status" className={styles.addAllStatus} data-testid="add-all-status">
        {added === null ? null : (
          <>
            {t('added', { count: added })} <Link href="/favorites">{t('seeFavorites')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
