import { agency } from '@/lib/agency';
import type { StaffAccount } from '@/lib/api/staff';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { InboxCount } from './inbox-count';
import styles from './staff.module.css';

/** The staff area's top bar: where one is, who is signed in, the other language and the sign-out. */
export function StaffBar({ t, account }: { t: StaffT; account?: StaffAccount }) {
  return (
    <header className={styles.bar}>
      <a className={styles.brand} href={account ? staffPaths.inbox : staffPaths.signIn}>
        {agency.name} · {t('area')}
      </a>
      {account && (
        <nav aria-label={t('area')} className={styles.navForms}>
          <a href={staffPaths.inbox}>
            {t('nav.inbox')}
            <InboxCount />
          </a>
          <a href={staffPaths.talents}>{t('nav.talents')}</a>
          <a href={staffPaths.news}>{t('nav.news')}</a>
          <a href={staffPaths.slides}>{t('nav.slides')}</a>
          <a href={staffPaths.links}>{t('nav.links')}</a>
          {account.role === 'admin' && <a href={staffPaths.accounts}>{t('nav.accounts')}</a>}
        </nav>
      )}
      <div className={styles.navForms}>
        {account && (
          <span className={styles.who}>
            {t('nav.signedInAs', { name: account.name, role: t(`roles.${account.role}`) })}
          </span>
        )}
        <form method="post" action={staffPaths.api.language}>
          <button className={styles.linkButton} type="submit" aria-label={t('nav.languageLabel')}>
            {t('nav.language')}
          </button>
        </form>
        {account && (
          <form method="post" action={staffPaths.api.signOut}>
            <button className={styles.button} type="submit">
              {t('nav.signOut')}
            </button>
          </form>
        )}
      </div>
    </header>
  );
}
