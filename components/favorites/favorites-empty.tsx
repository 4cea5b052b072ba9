import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { Link } from '@/components/ui/link.client';
import styles from './favorites.module.css';

type Props = { title?: string; text?: string };

/**
 * What the favorites page shows with nothing chosen: how to choose, and the two rosters to choose from. A
 * shared selection with nothing left in it says its own title and text above the same links.
 */
export function FavoritesEmpty({ title, text }: Props) {
  const t = useTranslations('Favorites');
  return (
    <section className={styles.empty} aria-labelledby="favorites-empty-title" data-testid="favorites-empty">
      <h2 id="favorites-empty-title" className={styles.sectionTitle}>
        {title ?? t('emptyTitle')}
      </h2>
      <p>{text ?? t('emptyText')}</p>
      <ul className={styles.emptyLinks}>
        <li>
          <Link href={{ pathname: '/[category]', params: { category: 'models' } }} className={button.button}>
            {t('emptyModels')}
          </Link>
        </li>
        <li>
          <Link href={{ pathname: '/[category]', params: { category: 'talents' } }} className={button.button}>
            {t('emptyTalents')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
