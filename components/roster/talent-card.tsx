import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorite-button/favorite-button.client';
import { IntentLink } from '@/components/ui/intent-link.client';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import styles from './roster.module.css';
import { TalentCover } from './talent-cover';

type Props = {
  talent: Card;
  category: Category;
  eager?: boolean;
  /** `h3` under a section's own heading (the home's featured models); `h2` on a roster. */
  headingLevel?: 'h2' | 'h3';
  /** The cover's `sizes` when the card sits in another grid than the roster's. */
  coverSizes?: string;
};

/**
 * A roster card: lazy cover, name, first tag, age, height. It renders on the server for the first 20 cards
 * and in the browser for the ones loaded later; the link prefetches its profile on intent only.
 */
export function TalentCard({
  talent,
  category,
  eager = false,
  headingLevel: Heading = 'h2',
  coverSizes,
}: Props) {
  const t = useTranslations('Roster');
  return (
    <li className={styles.card} data-testid="talent-card">
      <TalentCover coverUrl={talent.coverUrl} eager={eager} sizes={coverSizes} />
      <Heading className={styles.name}>
        <IntentLink
          href={{
            pathname: '/[category]/[id]/[name]',
            params: { category, id: String(talent.id), name: talent.slug },
          }}
          className={styles.link}
        >
          {talent.name}
        </IntentLink>
      </Heading>
      <p className={styles.subtitle} data-testid="card-subtitle">
        {talent.subtitle}
      </p>
      <p className={styles.facts}>
        {talent.age != null ? <span data-testid="card-age">{t('age', { age: talent.age })}</span> : null}
        {talent.height ? (
          <span data-testid="card-height">{t('height', { height: talent.height })}</span>
        ) : null}
      </p>
      <FavoriteButton talent={talent} category={category} placement="card" />
    </li>
  );
}
