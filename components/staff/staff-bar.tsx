import { agency } from '@/lib/agency';
import type { StaffAccount } from '@/lib/api/staff';
import type { StaffT } from '@/lib/staff/locale';
import { signOut, switchLanguage } from '@/lib/staff/bar-actions';
import { staffPaths } from '@/lib/staff/paths';
import { InboxCount } from './inbox-count';
import styles from './staff.module.css';

/** The id of the bar's menu, which its button names. */
const menuId = 'staff-menu';

/**
 * The staff area's top bar: where one is, who is signed in, the other language and the sign-out. On a phone
 * the rest is a menu behind one button, a `<details>` that needs no script; from 768 px it is the bar's row.
 */
export function StaffBar({ t, account }: { t: StaffT; account?: StaffAccount }) {
  const language = (
    <form action={switchLanguage}>
      <button className={styles.linkButton} type="submit" aria-label={t('nav.languageLabel')}>
        {t('nav.language')}
      </button>
    </form>
  );
  return (
    <header className={styles.bar}>
      <a className={styles.brand} href={account ? staffPaths.inbox : staffPaths.signIn}>
        {agency.name} · {t('area')}
      </a>
      {account ? (
        <details className={`${styles.fold} ${styles.menu}`}>
          <summary className={styles.foldButton} aria-controls={menuId}>
            {t('nav.menu')}
            {/* What nobody has opened, as beside Inbox: seen on a phone with the menu shut. */}
            <InboxCount />
          </summary>
          <div id={menuId} className={styles.menuPanel}>
            <nav aria-label={t('area')} className={styles.menuGroup}>
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
            <div className={styles.menuGroup}>
              <a className={styles.rowMeta} href={staffPaths.account}>
                {t('nav.signedInAs', { name: account.name, role: t(`roles.${account.role}`) })}
              </a>
              {language}
              <form action={signOut}>
                <button className={styles.button} type="submit">
                  {t('nav.signOut')}
                </button>
              </form>
            </div>
          </div>
        </details>
      ) : (
        <div className={styles.inline}>{language}</div>
      )}
    </header>
  );
}
