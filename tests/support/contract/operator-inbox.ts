import type { InboxItem, InboxKind, Page } from '@/lib/api';
import { inboxPageSchema } from '@/lib/api/schemas/panel';
import { operator } from './client';

/**
 * What arrived at the run's backend, newest first, read as `npm run inbox` reads it (the operator's key):
 * the site's service token no longer opens the inbox, so the senders' tests check what was stored here.
 */
export async function operatorInbox({
  kind,
  page = 1,
}: {
  kind: InboxKind;
  page?: number;
}): Promise<Page<InboxItem>> {
  const answer = inboxPageSchema.parse(await (await operator(`/api/inbox?kind=${kind}&page=${page}`)).json());
  return {
    items: answer.data.map(({ id, created_at, files, ...fields }) => ({
      id,
      createdAt: created_at,
      fields,
      files: files ?? [],
    })),
    page: answer.current_page,
    lastPage: answer.last_page,
    total: answer.total,
  };
}
