import { Outcome } from '@/components/staff/outcome';
import { StaffPage } from '@/components/staff/staff-page';
import { TrashList } from '@/components/staff/trash-list';
import { purge, restore } from './actions';
import { staffTrash } from '@/lib/api/staff-trash';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';

export const generateMetadata = staffTitle('trash.title');

/** The trash: what the staff removed, kept a number of days, restored or deleted for good. */
export default async function TrashPage({ searchParams }: StaffPageProps) {
  const { account, session, t, locale } = await signedInStaff();
  const [{ items, days }, { done }] = await Promise.all([staffTrash(session), searchParams]);
  return (
    <StaffPage t={t} account={account} title={t('trash.title')}>
      <p>{t('trash.intro', { days })}</p>
      <Outcome
        notice={
          (done === 'restored' && t('trash.restored')) ||
          (done === 'purged' && t('trash.purged')) ||
          (done === 'gone' && t('trash.gone'))
        }
        alert={done === 'confirm' && t('trash.deleteConfirm')}
      />
      <TrashList t={t} locale={locale} items={items} actions={{ restore, purge }} />
    </StaffPage>
  );
}
