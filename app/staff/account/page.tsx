import { InputField, SubmitRow } from '@/components/staff/fields';
import { Outcome } from '@/components/staff/outcome';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { ActionForm } from '@/components/staff/action-form.client';
import { changePassword } from './actions';

export const generateMetadata = staffTitle('account.title');

const alerts = ['wrong', 'mismatch', 'invalid'] as const;

const newPassword = { autoComplete: 'new-password', minLength: 12 } as const;

/** The current password, then the new one twice. */
const passwordFields = [
  { id: 'account-current', name: 'current', label: 'account.current', autoComplete: 'current-password' },
  { id: 'account-new', name: 'password', label: 'account.new', ...newPassword },
  { id: 'account-repeat', name: 'repeat', label: 'account.repeat', ...newPassword },
] as const;

/** One's own account: who one is, and a new password (the current one asked first). */
export default async function AccountPage({ searchParams }: StaffPageProps) {
  const { account, t } = await signedInStaff();
  const done = (await searchParams).done;
  const alert = alerts.find((name) => name === done);
  return (
    <StaffPage t={t} account={account} title={t('account.title')}>
      <Outcome
        notice={done === 'changed' ? t('account.changed') : undefined}
        alert={alert && t(`account.${alert}`)}
      />
      <p>
        {account.name} · {account.email} · {t(`roles.${account.role}`)}
      </p>
      <section aria-labelledby="account-password" className={styles.actions}>
        <h2 id="account-password">{t('account.password')}</h2>
        <ActionForm className={styles.signIn} action={changePassword}>
          {passwordFields.map(({ label, ...field }) => (
            <InputField key={field.id} label={t(label)} type="password" required maxLength={200} {...field} />
          ))}
          <SubmitRow label={t('account.change')} />
        </ActionForm>
      </section>
    </StaffPage>
  );
}
