import { agency } from '@/lib/agency';
import type { StaffAccount } from '@/lib/api/staff';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { InboxCount } from './inbox-count';
import styles from './staff.module.css';

/**
 * The staff area's top bar: where one is, who is signed in (a link to one's account), the other language
 * and the sign-out. On a phone it is one row that scrolls sideways (staff.module.css): nothing hidden, no
 * script needed.
 */
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
          <a href={staffPaths.trash}>{t('nav.trash')}</a>
          {account.role === 'admin' && <a href={staffPaths.accounts}>{t('nav.accounts')}</a>}
        </nav>
      )}
      <div className={styles.navForms}>
        {account && (
          <a className={styles.who} href={staffPaths.account}>
            {t('nav.signedInAs', { name: account.name, role: t(`roles.${account.role}`) })}
          </a>
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
