import { InputField, NewPasswordField, SubmitRow } from '@/components/staff/fields';
import { passwordLength } from '@/lib/contract/staff-password';
import { Outcome } from '@/components/staff/outcome';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { ActionForm } from '@/components/staff/action-form.client';
import { changePassword } from './actions';

export const generateMetadata = staffTitle('account.title');

const alerts = ['wrong', 'mismatch', 'invalid'] as const;

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
          <InputField
            id="account-current"
            name="current"
            label={t('account.current')}
            type="password"
            required
            maxLength={passwordLength.max}
            autoComplete="current-password"
          />
          <NewPasswordField id="account-new" label={t('account.new')} />
          <NewPasswordField id="account-repeat" name="repeat" label={t('account.repeat')} />
          <SubmitRow label={t('account.change')} />
        </ActionForm>
      </section>
    </StaffPage>
  );
}
