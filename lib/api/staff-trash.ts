import 'server-only';
import { z } from 'zod';
import { trashKinds, type TrashKind } from '@/lib/contract/trash-kinds';
import { mediaUrlSchema } from './schemas/common';
import { staffDelete, staffJson } from './staff';

// The staff area's trash (docs/staff.md, "Drafts, preview and the trash"): what was removed, restored in its
// place or deleted for good, each with the staff member's session.

const trashItemSchema = z.object({
  kind: z.enum(trashKinds),
  id: z.number().int(),
  name: z.string(),
  picture: mediaUrlSchema.nullable(),
  /** A talent's picture's gallery (`book`, `snap`, `compo`), which its row and its question name. */
  gallery: z.string().nullable(),
  deletedAt: z.string(),
  by: z.string().nullable(),
});
export type TrashItem = z.output<typeof trashItemSchema>;

const restoredSchema = z.object({
  data: z.object({
    kind: z.enum(trashKinds),
    id: z.number().int(),
    parent: z.object({ kind: z.enum(['talent', 'post']), id: z.number().int() }).nullable(),
  }),
});
export type Restored = z.output<typeof restoredSchema>['data'];

/** What is in the trash, the last removed first, and how many days a row stays there. */
export async function staffTrash(session: string): Promise<{ items: TrashItem[]; days: number }> {
  const schema = z.object({ data: z.array(trashItemSchema), days: z.number().int() });
  const { data, days } = await staffJson(session, { path: 'trash' }, schema);
  return { items: data, days };
}

/** Brings a row back in its place; answers it with what it belongs to. Throws `ApiError` 404 when not in the trash. */
export const restoreFromTrash = async (session: string, kind: TrashKind, id: number): Promise<Restored> =>
  (await staffJson(session, { path: `trash/${kind}/${id}/restore`, method: 'POST' }, restoredSchema)).data;

export const deleteForGood = (session: string, kind: TrashKind, id: number) =>
  staffDelete(session, `trash/${kind}/${id}`);
