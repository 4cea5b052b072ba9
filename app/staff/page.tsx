import type { Metadata } from 'next';
import { InboxFilters, inboxHref, type InboxFilter } from '@/components/staff/inbox-filters';
import { InboxList } from '@/components/staff/inbox-list';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { inboxKinds, inboxStatuses } from '@/lib/api/schemas/staff';
import { staffInbox } from '@/lib/api/staff';
import { signedInStaff, staffRequest } from '@/lib/staff/current';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('inbox.title') };
}

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
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{t('inbox.title')}</h1>
        {query.done === 'erased' && (
          <p className={styles.notice} role="status">
            {t('item.erased')}
          </p>
        )}
        <InboxFilters t={t} filter={filter} />
        <p role="status">{t('inbox.count', { total: inbox.total })}</p>
        <InboxList t={t} items={inbox.items} locale={locale} />
        {inbox.lastPage > 1 && (
          <nav
            className={styles.pager}
            aria-label={t('inbox.page', { page: inbox.page, last: inbox.lastPage })}
          >
            {inbox.page > 1 && (
              <a href={inboxHref({ ...filter, page: inbox.page - 1 })}>{t('inbox.previous')}</a>
            )}
            <span>{t('inbox.page', { page: inbox.page, last: inbox.lastPage })}</span>
            {inbox.page < inbox.lastPage && (
              <a href={inboxHref({ ...filter, page: inbox.page + 1 })}>{t('inbox.next')}</a>
            )}
          </nav>
        )}
      </main>
    </>
  );
}
