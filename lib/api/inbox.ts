import type { InboxItem, InboxKind, Page } from './types';

export async function listInbox(query: { kind: InboxKind; page?: number }): Promise<Page<InboxItem>> {
  throw new Error(`not implemented yet: ${query.kind}`);
}
