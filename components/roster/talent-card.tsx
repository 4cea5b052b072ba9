'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FavoriteButton } from '@/components/favorites/favorite-button.client';
import { Link } from '@/lib/i18n/navigation';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import styles from './roster.module.css';

export const FALLBACK_COVER = '/images/talent-fallback.svg';

type Props = { talent: Card; category: Category; eager?: boolean };

/** A roster card: lazy cover (the fallback image when missing or broken), name, first tag, age, height. */
export function TalentCard({ talent, category, eager = false }: Props) {
  const t = useTranslations('Roster');
  const [broken, setBroken] = useState(false);
  const src = !talent.coverUrl || broken ? FALLBACK_COVER : talent.coverUrl;
  return (
    <li className={styles.card} data-testid="talent-card">
      <div className={styles.cover}>
        <Image
          src={src}
          alt=""
          fill
          sizes="(min-width: 1024px) 20vw, 50vw"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          unoptimized={src === FALLBACK_COVER}
          onError={() => setBroken(true)}
          className={styles.coverImage}
          data-fallback={src === FALLBACK_COVER ? 'true' : undefined}
        />
      </div>
      <h2 className={styles.name}>
        <Link
          href={{ pathname: '/[category]/[id]/[name]', params: { category, id: String(talent.id), name: talent.slug } }}
          className={styles.link}
        >
          {talent.name}
        </Link>
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
