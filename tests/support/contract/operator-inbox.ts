import { z } from 'zod';
import type { Page } from '@/lib/api';
import { idSchema, pageSchema } from '@/lib/api/schemas/common';
import type { InboxKind } from '@/lib/contract/inbox';
import { operator } from './client';

export type { InboxKind };

// The operator's inbox (`npm run inbox`, backend/operator/inbox-page.ts) as the tests read it: no page of the
// site reads it, so its shapes are the tests' own.

const inboxFileSchema = z.object({
  field: z.string(),
  path: z.string(),
  url: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
});
/** The agency's inbox: every submitted field is kept (loose object), plus the stored files of applications. */
const inboxItemSchema = z.looseObject({
  id: idSchema,
  created_at: z.string(),
  files: z.array(inboxFileSchema).optional(),
});
export const inboxPageSchema = pageSchema(inboxItemSchema);

export type InboxFile = z.infer<typeof inboxFileSchema>;
export type InboxItem = {
  id: number;
  createdAt: string;
  /** Every field as the visitor sent it (strings), snake_case as on the form. */
  fields: Record<string, unknown>;
  files: InboxFile[];
};

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
