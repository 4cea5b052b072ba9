import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { staffRequest, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { returnParam, returnPath } from '@/lib/staff/return-to';
import { InputField, SubmitRow } from '@/components/staff/fields';

const notices = ['refused', 'locked', 'published', 'expired', 'invalid', 'unavailable', 'off'] as const;

export const generateMetadata = staffTitle('signIn.title');

/**
 * The sign-in form: a plain form posted to the sign-in route, which answers with a redirect either way: to
 * the staff page asked for before signing in (`?next=`), else the inbox.
 */
export default async function SignInPage({ searchParams }: StaffPageProps) {
  const { t } = await staffRequest();
  const query = await searchParams;
  const notice = notices.find((name) => name === query.error);
  const minutes = Math.max(1, Math.ceil(Number(query.wait) / 60) || 15);
  const next = returnPath(query[returnParam]);
  return (
    <StaffPage t={t} title={t('signIn.title')}>
      {notice && (
        <p className={notice === 'expired' ? styles.notice : styles.alert} role="alert">
          {notice === 'locked' ? t('signIn.locked', { minutes }) : t(`signIn.${notice}`)}
        </p>
      )}
      <form className={styles.signIn} method="post" action={staffPaths.api.signIn}>
        {next && <input type="hidden" name={returnParam} value={next} />}
        <InputField
          id="staff-email"
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
        />
        <InputField
          id="staff-password"
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
        <SubmitRow label={t('signIn.submit')} />
      </form>
    </StaffPage>
  );
}
