import type { StaffT } from '@/lib/staff/locale';
import styles from './staff.module.css';

type Props = { t: StaffT; page: number; lastPage: number; href: (page: number) => string };

/** A list's previous and next pages, when it has more than one. */
export function Pager({ t, page, lastPage, href }: Props) {
  if (lastPage <= 1) return null;
  const where = t('inbox.page', { page, last: lastPage });
  return (
    <nav className={styles.pager} aria-label={where}>
      {page > 1 && <a href={href(page - 1)}>{t('inbox.previous')}</a>}
      <span>{where}</span>
      {page < lastPage && <a href={href(page + 1)}>{t('inbox.next')}</a>}
    </nav>
  );
}
