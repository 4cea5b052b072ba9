import 'server-only';
import { inboxPageSchema } from './schemas/panel';
import { services } from './services';
import type { InboxItem, InboxKind, Page } from './types';
import { isoDate } from './getters/iso-date';

/** What arrived (contact messages or applications), newest first. Never cached: it is the agency's view. */
export async function listInbox({
  kind,
  page = 1,
}: {
  kind: InboxKind;
  page?: number;
}): Promise<Page<InboxItem>> {
  const answer = await services().panel.json({ path: '/api/inbox', query: { kind, page } }, inboxPageSchema);
  return {
    items: answer.data.map(({ id, created_at, files, ...fields }) => ({
      id,
      createdAt: isoDate(created_at),
      fields,
      files: files ?? [],
    })),
    page: answer.current_page,
    lastPage: answer.last_page,
    total: answer.total,
  };
}
