import type { StaffAccountRow } from '@/lib/api/staff-accounts';
import { staffRoles } from '@/lib/contract/staff-roles';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { ConfirmForm } from './confirm-submit.client';
import { DeleteForm } from './delete-form';
import { NewPasswordField, SelectField } from './fields';
import styles from './staff.module.css';

type Props = {
  t: StaffT;
  member: StaffAccountRow;
  isSelf: boolean;
  /** The accounts page's Server Actions (app/staff/accounts/actions.ts), each taking the account's `id`. */
  actions: Record<'setRole' | 'resetPassword' | 'deleteAccount', StaffFormAction>;
};

/** One account in the admins' list: who, their role; for another's, their role, a new password, deletion. */
export function AccountRow({ t, member, isSelf, actions }: Props) {
  const id = `account-${member.id}`;
  return (
    <li className={styles.row}>
      <span>
        <span className={styles.rowName}>
          {member.name} {isSelf && t('accounts.you')}
        </span>
        <br />
        <span className={styles.rowMeta}>
          {member.email} · {t(`roles.${member.role}`)}
        </span>
      </span>
      {isSelf ? (
        <p className={styles.rowMeta}>
          <a href={staffPaths.account}>{t('accounts.resetSelf')}</a>
        </p>
      ) : (
        <details>
          <summary>{t('accounts.manage', { name: member.name })}</summary>
          <ConfirmForm
            className={styles.inline}
            action={actions.setRole}
            fields={{ id: member.id }}
            question={t('accounts.roleAsk', { name: member.name })}
            confirm={t('accounts.setRole')}
          >
            {/* The account as this page showed it: a role changed since by another admin is not undone. */}
            <input type="hidden" name="version" value={member.version} />
            <SelectField
              id={`${id}-role`}
              name="role"
              label={t('accounts.roleOf', { name: member.name })}
              values={staffRoles}
              words={(role) => t(`roles.${role}`)}
              defaultValue={member.role}
            />
            <button className={styles.button} type="submit">
              {t('accounts.setRole')}
            </button>
          </ConfirmForm>
          <ConfirmForm
            className={styles.inline}
            action={actions.resetPassword}
            fields={{ id: member.id }}
            question={t('accounts.resetAsk', { name: member.name })}
            confirm={t('accounts.reset')}
          >
            <NewPasswordField id={`${id}-password`} label={t('accounts.passwordOf', { name: member.name })} />
            <button className={styles.button} type="submit">
              {t('accounts.reset')}
            </button>
          </ConfirmForm>
          <DeleteForm
            action={actions.deleteAccount}
            fields={{ id: member.id }}
            question={t('forms.confirm.account', { email: member.email })}
            confirm={t('forms.deleteForGood')}
            button={t('accounts.delete')}
            label={t('accounts.deleteAccount', { email: member.email })}
          />
        </details>
      )}
    </li>
  );
}
