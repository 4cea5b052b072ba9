import type { StaffAccount } from '@/lib/api/staff';
import type { StaffT } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { StaffPage } from './staff-page';

/** What an editor sees of an admin's page: the staff frame, why not, and the way back. */
export function StaffForbidden({ t, account }: { t: StaffT; account: StaffAccount }) {
  return (
    <StaffPage t={t} account={account} title={t('forbidden.title')}>
      <p>{t('forbidden.text')}</p>
      <p>
        <a href={staffPaths.inbox}>{t('forbidden.back')}</a>
      </p>
    </StaffPage>
  );
}
