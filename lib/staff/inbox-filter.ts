import { inboxKinds, inboxStatuses } from '@/lib/api/schemas/staff';
import type { InboxKind, InboxStatus } from '@/lib/api/staff';
import { listQuery } from './list-query';
import { staffPaths, type StaffSubject } from './paths';

// The inbox's view (kind, status, search, page) lives in the URL, so a view can be reloaded and shared, and
// an item opened from it knows its neighbours in that view.

export type InboxFilter = { kind: InboxKind; status?: InboxStatus; q?: string; page: number };
type Query = Record<string, string | string[] | undefined>;

/** Reads the filter from the URL; a value that is none of the choices is the default, not an error. */
export function inboxFilterOf(query: Query): InboxFilter {
  const { one, q, page } = listQuery(query);
  return {
    kind: inboxKinds.find((kind) => kind === one('kind')) ?? 'application',
    status: inboxStatuses.find((status) => status === one('status')),
    q,
    page,
  };
}

/** The list's narrowing (status, search) as a query string, `''` when there is none. */
function narrowing(filter: Pick<InboxFilter, 'status' | 'q'>): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  return query;
}

/** The inbox's address for a filter. */
export function inboxHref(filter: InboxFilter): string {
  const query = new URLSearchParams([['kind', filter.kind], ...narrowing(filter)]);
  if (filter.page > 1) query.set('page', String(filter.page));
  return `${staffPaths.inbox}?${query}`;
}

/** A submission's page, opened from the list `filter` makes (its previous and next are in that list). */
export function itemHref(subject: StaffSubject, filter: Pick<InboxFilter, 'status' | 'q'>): string {
  const query = narrowing(filter).toString();
  return query ? `${staffPaths.item(subject)}?${query}` : staffPaths.item(subject);
}

/** Where a bulk action goes back to: the inbox view it was sent from, else the kind's first page. */
export function inboxReturn(value: string | null, kind: InboxKind): string {
  const ours = value?.startsWith(`${staffPaths.inbox}?kind=`) && !/[\\/]{2}|[\r\n]/.test(value);
  return ours && value ? value : inboxHref({ kind, page: 1 });
}
