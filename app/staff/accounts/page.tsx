import { AccountRow } from '@/components/staff/account-row';
import { StaffForbidden } from '@/components/staff/staff-forbidden';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { staffAccounts } from '@/lib/api/staff-accounts';
import { staffRoles } from '@/lib/contract/staff-roles';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { Outcome } from '@/components/staff/outcome';
import { ActionForm } from '@/components/staff/action-form.client';
import { createAccount, deleteAccount, resetPassword, setRole } from './actions';
import { InputField, NewPasswordField, SelectField, SubmitRow } from '@/components/staff/fields';

export const generateMetadata = staffTitle('accounts.title');

const notices = ['created', 'deleted', 'roleSet', 'resetDone'] as const;
const alerts = ['taken', 'invalid', 'self', 'lastAdmin', 'stale'] as const;

/** The staff accounts: each one's role and password, new accounts (admins only: editors are told why not). */
export default async function AccountsPage({ searchParams }: StaffPageProps) {
  const { account, session, t } = await signedInStaff();
  if (account.role !== 'admin') return <StaffForbidden t={t} account={account} />;
  const accounts = await staffAccounts(session);
  const done = (await searchParams).done;
  const notice = notices.find((name) => name === done);
  const alert = alerts.find((name) => name === done);
  return (
    <StaffPage t={t} account={account} title={t('accounts.title')}>
      <Outcome notice={notice && t(`accounts.${notice}`)} alert={alert && t(`accounts.${alert}`)} />
      <p>
        <a href={staffPaths.audit}>{t('audit.link')}</a>
      </p>
      <section aria-labelledby="accounts-list" className={styles.actions}>
        <h2 id="accounts-list">{t('accounts.list')}</h2>
        <ul className={styles.list}>
          {accounts.map((member) => (
            <AccountRow
              key={member.id}
              t={t}
              member={member}
              isSelf={member.id === account.id}
              actions={{ setRole, resetPassword, deleteAccount }}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="accounts-new" className={styles.actions}>
        <h2 id="accounts-new">{t('accounts.new')}</h2>
        <ActionForm className={styles.signIn} action={createAccount}>
          <InputField
            id="account-email"
            label={t('accounts.email')}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
          />
          <InputField
            id="account-name"
            label={t('accounts.name')}
            name="name"
            required
            maxLength={100}
            autoComplete="off"
          />
          <SelectField
            id="account-role"
            name="role"
            label={t('accounts.role')}
            values={staffRoles}
            words={(role) => t(`roles.${role}`)}
            defaultValue="editor"
          />
          <NewPasswordField id="account-password" label={t('accounts.password')} />
          <SubmitRow label={t('accounts.create')} />
        </ActionForm>
      </section>
    </StaffPage>
  );
}
