import { InboxFilters } from '@/components/staff/inbox-filters';
import { inboxBulk } from './actions';
import { InboxList } from '@/components/staff/inbox-list';
import { NotifyStatus } from '@/components/staff/notify-status';
import { Outcome } from '@/components/staff/outcome';
import { Pager } from '@/components/staff/pager';
import { StaffPage } from '@/components/staff/staff-page';
import { staffInbox, staffInboxNewCounts } from '@/lib/api/staff';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { inboxFilterOf, inboxHref } from '@/lib/staff/inbox-filter';
import type { StaffT } from '@/lib/staff/locale';

type Query = Awaited<StaffPageProps['searchParams']>;

export const generateMetadata = staffTitle('inbox.title');

/** What the last action (one deletion, or a bulk action on `n` submissions) came back with. */
function outcomeOf(t: StaffT, query: Query) {
  const count = Number(query.n) || 0;
  if (query.done === 'erased') return { notice: query.n ? t('inbox.erased', { count }) : t('item.erased') };
  if (query.done === 'status') return { notice: t('inbox.statusSet', { count }) };
  if (query.done === 'none') return { alert: t('inbox.noneSelected') };
  if (query.done === 'confirm') return { alert: t('item.confirmNeeded') };
  return {};
}

/** The inbox: applications and messages, newest first, by status and search, a page at a time. */
export default async function InboxPage({ searchParams }: StaffPageProps) {
  const { account, session, t, locale } = await signedInStaff();
  const query = await searchParams;
  const filter = inboxFilterOf(query);
  // The staff bar's count, asked beside the list rather than after it (its failure is the bar's to show).
  staffInboxNewCounts(session).catch(() => null);
  const inbox = await staffInbox(session, filter);
  return (
    <StaffPage t={t} account={account} title={t('inbox.title')}>
      <Outcome {...outcomeOf(t, query)} />
      <InboxFilters t={t} filter={filter} />
      <p role="status">{t('inbox.count', { total: inbox.total })}</p>
      <InboxList
        t={t}
        items={inbox.items}
        locale={locale}
        filter={{ ...filter, page: inbox.page }}
        bulk={inboxBulk}
      />
      <Pager
        t={t}
        page={inbox.page}
        lastPage={inbox.lastPage}
        href={(page) => inboxHref({ ...filter, page })}
      />
      <NotifyStatus />
    </StaffPage>
  );
}
