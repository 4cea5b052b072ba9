import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { posts, slides, talents } from '../db/schema';

// Drafts (docs/staff.md, "Drafts, preview and the trash"): a talent, post or slide the staff create starts
// hidden, on no public answer, until published; unpublishing hides it again.

const tables = { talent: talents, post: posts, slide: slides } as const;
export type Publishable = keyof typeof tables;

/** Publishes or unpublishes a live row (`where` narrows it further); answers whether there was one. */
export async function setPublished(
  db: Db,
  kind: Publishable,
  id: number,
  published: boolean,
  where?: SQL,
): Promise<boolean> {
  // Each table has `id`, `hidden` and `deleted_at`: the talents' stands for the three.
  const table = tables[kind] as unknown as typeof talents;
  const rows = await db
    .update(table)
    .set({ hidden: !published })
    .where(and(eq(table.id, id), isNull(table.deletedAt), where))
    .returning({ id: table.id });
  return rows.length > 0;
}
