import { notFound } from 'next/navigation';
import { ConfirmForm } from '@/components/staff/confirm-submit.client';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { auditLog, staffAccounts } from '@/lib/api/staff-accounts';
import { staffRoles } from '@/lib/contract/staff-roles';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { Outcome } from '@/components/staff/outcome';
import { InputField, SelectField, SubmitRow } from '@/components/staff/fields';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = staffTitle('accounts.title');

const notices = ['created', 'deleted'] as const;
const alerts = ['taken', 'invalid', 'self'] as const;

/** The staff accounts and what was done lately (admins only: an editor is told there is no such page). */
export default async function AccountsPage({ searchParams }: Props) {
  const { account, session, t, locale } = await signedInStaff();
  if (account.role !== 'admin') notFound();
  const [accounts, audit] = await Promise.all([staffAccounts(session), auditLog(session)]);
  const done = (await searchParams).done;
  const notice = notices.find((name) => name === done);
  const alert = alerts.find((name) => name === done);
  const when = new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  return (
    <StaffPage t={t} account={account} title={t('accounts.title')}>
      <Outcome notice={notice && t(`accounts.${notice}`)} alert={alert && t(`accounts.${alert}`)} />
      <section aria-labelledby="accounts-list" className={styles.actions}>
        <h2 id="accounts-list">{t('accounts.list')}</h2>
        <ul className={styles.list}>
          {accounts.map((member) => (
            <li key={member.id} className={`${styles.row} ${styles.inline}`}>
              <span>
                <span className={styles.rowName}>
                  {member.name} {member.id === account.id && t('accounts.you')}
                </span>
                <br />
                <span className={styles.rowMeta}>
                  {member.email} · {t(`roles.${member.role}`)}
                </span>
              </span>
              {member.id !== account.id && (
                <ConfirmForm
                  action={staffPaths.api.deleteAccount(member.id)}
                  question={t('forms.confirm.account', { email: member.email })}
                  confirm={t('forms.deleteForGood')}
                  cancel={t('forms.cancel')}
                >
                  <button
                    className={`${styles.button} ${styles.danger}`}
                    type="submit"
                    aria-label={t('accounts.deleteAccount', { email: member.email })}
                  >
                    {t('accounts.delete')}
                  </button>
                </ConfirmForm>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="accounts-new" className={styles.actions}>
        <h2 id="accounts-new">{t('accounts.new')}</h2>
        <form className={styles.signIn} method="post" action={staffPaths.api.accounts}>
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
          <InputField
            id="account-password"
            label={t('accounts.password')}
            name="password"
            type="password"
            required
            minLength={12}
            maxLength={200}
            autoComplete="new-password"
          />
          <SubmitRow label={t('accounts.create')} />
        </form>
      </section>
      <section aria-labelledby="accounts-audit" className={styles.actions}>
        <h2 id="accounts-audit">{t('accounts.audit')}</h2>
        {audit.length === 0 ? (
          <p>{t('accounts.auditEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {audit.slice(0, 50).map((entry) => (
              <li key={entry.id} className={styles.row}>
                <span className={styles.rowMeta}>
                  {when.format(new Date(entry.at))} · {entry.account} · {entry.action} · {entry.subject}
                  {entry.detail ? ` · ${entry.detail}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaffPage>
  );
}
