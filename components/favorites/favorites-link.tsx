import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link.client';
import { FavoritesCount } from './favorites-count.client';
import styles from './favorites-link.module.css';
import { HeartIcon } from '@/components/favorite-button/heart-icon';

/**
 * The header's way to the favorites page. Everything but the count is server HTML; the count is a tiny
 * client leaf that appears after hydration, laid over the icon's corner so it moves nothing.
 */
export function FavoritesLink() {
  const t = useTranslations('FavoritesLink');
  return (
    <Link href="/favorites" className={styles.link} data-testid="favorites-link">
      <HeartIcon className={styles.icon} />
      <span className="visually-hidden">{t('label')}</span>
      <FavoritesCount />
    </Link>
  );
}
