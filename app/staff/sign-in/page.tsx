import type { Metadata } from 'next';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const notices = ['refused', 'locked', 'published', 'expired', 'invalid', 'unavailable', 'off'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('signIn.title') };
}

/** The sign-in form: a plain form posted to the sign-in route, which answers with a redirect either way. */
export default async function SignInPage({ searchParams }: Props) {
  const { t } = await staffRequest();
  const query = await searchParams;
  const notice = notices.find((name) => name === query.error);
  const minutes = Math.max(1, Math.ceil(Number(query.wait) / 60) || 15);
  return (
    <>
      <StaffBar t={t} />
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{t('signIn.title')}</h1>
        {notice && (
          <p className={notice === 'expired' ? styles.notice : styles.alert} role="alert">
            {notice === 'locked' ? t('signIn.locked', { minutes }) : t(`signIn.${notice}`)}
          </p>
        )}
        <form className={styles.signIn} method="post" action={staffPaths.api.signIn}>
          <div className={styles.field}>
            <label htmlFor="staff-email">{t('signIn.email')}</label>
            <input
              id="staff-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="staff-password">{t('signIn.password')}</label>
            <input
              id="staff-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
            />
          </div>
          <div>
            <button className={styles.button} type="submit">
              {t('signIn.submit')}
            </button>
          </div>
        </form>
      </main>
    </>
  );
}
