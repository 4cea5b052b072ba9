import type { ReactNode } from 'react';
import type { StaffAccount } from '@/lib/api/staff';
import type { StaffT } from '@/lib/staff/locale';
import { StaffBar } from './staff-bar';
import styles from './staff.module.css';

type Props = {
  t: StaffT;
  /** The signed-in member; none on the sign-in page. */
  account?: StaffAccount;
  /** The page's heading; none while what it shows is missing. */
  title?: string;
  /** The link up to the list the page belongs to. */
  back?: { href: string; label: string };
  children: ReactNode;
};

/** The frame of every staff page: the top bar, then the page's own content under its heading. */
export function StaffPage({ t, account, title, back, children }: Props) {
  return (
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        {back && (
          <p>
            <a href={back.href}>{back.label}</a>
          </p>
        )}
        {title !== undefined && <h1 className={styles.title}>{title}</h1>}
        {children}
      </main>
    </>
  );
}
