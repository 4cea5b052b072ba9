import { useTranslations } from 'next-intl';
import { FavoritesLink } from '@/components/favorites/favorites-link';
import { agency } from '@/lib/agency';
import { Link } from '@/components/ui/link.client';
import { LanguageSwitch } from './language-switch.client';
import styles from './header.module.css';
import { Menu } from './menu/menu.client';

/** The site header: the agency's name linking home, the favorites, the language switch and the menu toggle. */
export function Header() {
  const t = useTranslations('Menu');
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.brand} aria-label={t('homeLink', { name: agency.name })}>
        {agency.name}
      </Link>
      <div className={styles.tools}>
        <FavoritesLink />
        <LanguageSwitch />
        <Menu />
      </div>
    </header>
  );
}
