import { and, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaItems, postSlides, posts, slides, talents } from '../db/schema';
import type { Deps } from '../http/deps';
import { trashKinds, type TrashKind } from '../../lib/contract/trash-kinds';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { ownFile } from './own-file';
import { rowIds, type StaffRouter } from './staff-router';

// Drafts and the trash (docs/staff.md, "Drafts, preview and the trash"): a row removed keeps its files, with
// `deleted_at` set, until restored or deleted for good.

export const trashTables = {
  talent: talents,
  post: posts,
  slide: slides,
  picture: mediaItems,
  post_slide: postSlides,
} as const;

/**
 * What a picture and a post slide belong to: a talent, a post (its `key` on their row), which names them in
 * the trash's list and takes them along, files and all, when it goes for good. `removal` is the audit action
 * of their own removal (staff-router.ts).
 */
export const trashParents = {
  picture: {
    kind: 'talent',
    table: talents,
    name: talents.name,
    child: mediaItems,
    column: mediaItems.talentId,
    key: 'talentId',
    removal: 'talent.picture_delete',
  },
  post_slide: {
    kind: 'post',
    table: posts,
    name: posts.title,
    child: postSlides,
    column: postSlides.postId,
    key: 'postId',
    removal: 'post.slide_delete',
  },
} as const;

export const parentOf = (kind: TrashKind) =>
  kind === 'picture' || kind === 'post_slide' ? trashParents[kind] : null;

// Every kind's table has `id` and `deleted_at` (and those that can be drafts, `hidden`): one of them stands
// for all in the queries below.
export const tableOf = (kind: TrashKind) => trashTables[kind] as unknown as typeof talents;

/** Sets `values` on the live rows of `kind` that `where` picks; answers whether there was one. */
async function setOnLive(
  db: Db,
  kind: TrashKind,
  values: { deletedAt: Date } | { hidden: boolean },
  where?: SQL,
) {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set(values)
    .where(and(where, isNull(table.deletedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Moves the live rows `where` picks (of `kind`) to the trash; answers whether there was one. */
export const moveToTrash = (db: Db, kind: TrashKind, where: SQL | undefined) =>
  setOnLive(db, kind, { deletedAt: new Date() }, where);

/**
 * `PUT /${name}s/:id/published`: publishes or unpublishes a live talent, post or slide (`live` narrows it
 * further), audited. A new one is a draft (`hidden`), on no public answer until published (docs/staff.md).
 */
export function publishRoute(
  { app, db, changed }: StaffRouter,
  name: 'talent' | 'post' | 'slide',
  live?: SQL,
) {
  app.put(`/${name}s/:id/published`, async (c) => {
    const { id } = rowIds(c);
    const { published } = await jsonBody(c, z.object({ published: z.boolean() }));
    const where = and(eq(tableOf(name).id, id), live);
    if (!(await setOnLive(db, name, { hidden: !published }, where))) throw notFound(`Unknown ${name}.`);
    await changed(c, `${name}.${published ? 'publish' : 'unpublish'}`, `${name}:${id}`);
    return c.json({ data: { id, published } });
  });
}

/** A row of the trash, and what it belongs to: the talent of a picture, the post of a post slide. */
export type TrashRow = {
  kind: TrashKind;
  id: number;
  parent: { kind: 'talent' | 'post'; id: number } | null;
};

function trashRow(kind: TrashKind, row: Record<string, unknown>): TrashRow {
  const parent = parentOf(kind);
  return {
    kind,
    id: row.id as number,
    parent: parent && { kind: parent.kind, id: row[parent.key] as number },
  };
}

/** Brings a row back from the trash, in the place it had; answers it, or null when it is not in the trash. */
export async function restoreFromTrash(db: Db, kind: TrashKind, id: number): Promise<TrashRow | null> {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .returning();
  const row = rows[0] as Record<string, unknown> | undefined;
  return row ? trashRow(kind, row) : null;
}

/** The files of a row in the trash, with those of what goes with it. */
async function filesOf(db: Db, kind: TrashKind, row: Record<string, unknown>): Promise<(string | null)[]> {
  const columns = ['path', 'coverPath', 'cover2Path', 'thumbnailPath', 'mobilePath', 'desktopPath'];
  const own = [...columns, 'videoPath', 'posterPath']
    .map((column) => row[column])
    .filter((v) => typeof v === 'string');
  const children = Object.values(trashParents).find((entry) => entry.kind === kind);
  if (!children) return own;
  const { child, column } = children;
  const items = await db
    .select({ path: child.path })
    .from(child)
    .where(eq(column, row.id as number));
  return [...own, ...items.map((item) => item.path)];
}

/** Deletes a row of the trash for good, with the files the staff area wrote for it; null when not there. */
export async function purgeFromTrash(deps: Deps, kind: TrashKind, id: number): Promise<TrashRow | null> {
  const table = tableOf(kind);
  let finish = async () => {};
  let purged: TrashRow | null = null;
  await deps.db.transaction(async (tx) => {
    const inTrash = and(eq(table.id, id), isNotNull(table.deletedAt));
    const [row] = (await tx.select().from(table).where(inTrash)) as Record<string, unknown>[];
    if (!row) return;
    purged = trashRow(kind, row);
    const files = (await filesOf(tx, kind, row)).filter(ownFile);
    // A talent's pictures and a post's slides go with it (cascades).
    await tx.delete(table).where(inTrash);
    finish = await deps.media.remove(tx, files);
  });
  await finish();
  return purged;
}

/** Empties the trash of what was removed before `before`, with its files; answers how many rows went. */
export async function emptyTrashBefore(deps: Deps, before: Date): Promise<number> {
  let purged = 0;
  // Talents and posts first (trashKinds' order), so their pictures and slides in the trash go with them.
  for (const kind of trashKinds) {
    const table = tableOf(kind);
    const old = await deps.db
      .select({ id: table.id })
      .from(table)
      .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)));
    for (const { id } of old) if (await purgeFromTrash(deps, kind, id)) purged += 1;
  }
  return purged;
}
