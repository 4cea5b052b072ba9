'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { motionKit } from '@/components/ui/motion-loader';
import { useMotionAllowed } from '@/components/ui/use-motion-allowed';
import styles from './favorites-count.module.css';
import { useFavoriteCount } from '@/components/favorite-button/use-favorites';

/**
 * How many talents are chosen: a badge to see, a phrase to hear; nothing while there are none. The badge
 * pops when the visitor changes the count (not when it first appears, read from storage after hydration).
 */
export function FavoritesCount() {
  const t = useTranslations('FavoritesLink');
  const count = useFavoriteCount();
  const motionAllowed = useMotionAllowed();
  const [shown, setShown] = useState(count);
  const [pops, setPops] = useState(false);
  if (shown !== count) {
    setShown(count);
    setPops(motionAllowed());
  }
  if (count === 0) return null;
  const text = count > 99 ? '99+' : count;
  // A badge that pops is an animated element (the animation code is there, or `pops` would be false); any
  // other is a plain one. Keyed by the count, so each change mounts it anew either way.
  const kit = pops ? motionKit() : null;
  return (
    <>
      {kit ? (
        <kit.Motion key={count}>
          <kit.m.span
            className={styles.count}
            aria-hidden="true"
            data-testid="favorites-count"
            initial={{ scale: 0.4 }}
            animate={{ scale: 1 }}
            transition={{ type: 'spring', stiffness: 600, damping: 20 }}
          >
            {text}
          </kit.m.span>
        </kit.Motion>
      ) : (
        <span key={count} className={styles.count} aria-hidden="true" data-testid="favorites-count">
          {text}
        </span>
      )}
      <span className="visually-hidden">, {t('count', { count })}</span>
    </>
  );
}
