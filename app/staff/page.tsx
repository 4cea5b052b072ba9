import { InboxFilters, inboxHref, type InboxFilter } from '@/components/staff/inbox-filters';
import { InboxList } from '@/components/staff/inbox-list';
import { Outcome } from '@/components/staff/outcome';
import { Pager } from '@/components/staff/pager';
import { StaffPage } from '@/components/staff/staff-page';
import { inboxKinds, inboxStatuses } from '@/lib/api/schemas/staff';
import { staffInbox } from '@/lib/api/staff';
import { signedInStaff, staffTitle } from '@/lib/staff/current';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = staffTitle('inbox.title');

/** Reads the filter from the URL; a value that is none of the choices is the default, not an error. */
function filterOf(query: Record<string, string | string[] | undefined>): InboxFilter {
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const page = Number(one('page'));
  return {
    kind: inboxKinds.find((kind) => kind === one('kind')) ?? 'application',
    status: inboxStatuses.find((status) => status === one('status')),
    q: one('q')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The inbox: applications and messages, newest first, by status and search, a page at a time. */
export default async function InboxPage({ searchParams }: Props) {
  const { account, session, t, locale } = await signedInStaff();
  const query = await searchParams;
  const filter = filterOf(query);
  const inbox = await staffInbox(session, filter);
  return (
    <StaffPage t={t} account={account} title={t('inbox.title')}>
      <Outcome notice={query.done === 'erased' && t('item.erased')} />
      <InboxFilters t={t} filter={filter} />
      <p role="status">{t('inbox.count', { total: inbox.total })}</p>
      <InboxList t={t} items={inbox.items} locale={locale} />
      <Pager
        t={t}
        page={inbox.page}
        lastPage={inbox.lastPage}
        href={(page) => inboxHref({ ...filter, page })}
      />
    </StaffPage>
  );
}
