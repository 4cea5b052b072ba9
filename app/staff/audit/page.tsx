import { AuditList } from '@/components/staff/audit-list';
import { InputField, SelectField, SubmitRow } from '@/components/staff/fields';
import { Pager } from '@/components/staff/pager';
import { StaffForbidden } from '@/components/staff/staff-forbidden';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { auditLog, staffAccounts } from '@/lib/api/staff-accounts';
import { auditActions } from '@/lib/contract/audit-actions';
import { auditQuery } from '@/lib/staff/audit-query';
import { auditActionLabel } from '@/lib/staff/audit-words';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { listHref } from '@/lib/staff/list-query';
import { staffPaths } from '@/lib/staff/paths';

export const generateMetadata = staffTitle('audit.title');

/** Who did what in the staff area, 50 lines a page, by member, act and days (admins only). */
export default async function AuditPage({ searchParams }: StaffPageProps) {
  const { account, session, t, locale } = await signedInStaff();
  if (account.role !== 'admin') return <StaffForbidden t={t} account={account} />;
  const { chosen, filters } = auditQuery(await searchParams);
  const [accounts, log] = await Promise.all([staffAccounts(session), auditLog(session, filters)]);
  const members = accounts.map((member) => String(member.id));
  const nameOf = (id: string) => accounts.find((member) => String(member.id) === id)?.name ?? id;
  return (
    <StaffPage t={t} account={account} title={t('audit.title')}>
      <form className={styles.filters} method="get" action={staffPaths.audit} role="search">
        <SelectField
          id="audit-account"
          name="account"
          label={t('audit.person')}
          values={members}
          words={nameOf}
          defaultValue={chosen.account ?? ''}
          any={t('audit.anyPerson')}
        />
        <SelectField
          id="audit-action"
          name="action"
          label={t('audit.action')}
          values={auditActions}
          words={(action) => auditActionLabel(t, action)}
          defaultValue={chosen.action ?? ''}
          any={t('audit.anyAction')}
        />
        <InputField
          id="audit-from"
          label={t('audit.from')}
          name="from"
          type="date"
          defaultValue={chosen.from}
        />
        <InputField id="audit-to" label={t('audit.to')} name="to" type="date" defaultValue={chosen.to} />
        <SubmitRow label={t('audit.apply')} />
      </form>
      <p className={styles.rowMeta}>
        {t('audit.count', { total: log.total })} · <a href={staffPaths.audit}>{t('audit.clear')}</a>
      </p>
      {log.items.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <AuditList t={t} locale={locale} lines={log.items} />
      )}
      <Pager
        t={t}
        page={log.page}
        lastPage={log.lastPage}
        href={(page) => listHref(staffPaths.audit, chosen, page)}
      />
    </StaffPage>
  );
}
