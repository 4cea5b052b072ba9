'use client';

import { m } from 'framer-motion';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMotionAllowed } from '@/components/layout/use-motion-allowed';
import styles from './favorites-count.module.css';
import { useFavoriteCount } from './use-favorites';

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
  return (
    <>
      <m.span
        key={count}
        className={styles.count}
        aria-hidden="true"
        data-testid="favorites-count"
        initial={pops ? { scale: 0.4 } : false}
        animate={{ scale: 1 }}
        transition={{ type: 'spring', stiffness: 600, damping: 20 }}
      >
        {count > 99 ? '99+' : count}
      </m.span>
      <span className="visually-hidden">, {t('count', { count })}</span>
    </>
  );
}
