import { and, desc, gte, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { mediaItems, postSlides, posts, slides, staffAudit, talents } from '../db/schema';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { rowId, type StaffRouter } from './staff-router';
import { trashKinds, type TrashKind } from '../../lib/contract/trash-kinds';
import { parentOf, purgeFromTrash, restoreFromTrash, tableOf, trashParents, type TrashRow } from './trash';

// The trash for the staff: its list, a restore, a deletion for good (docs/staff.md, "Drafts, preview and the
// trash").

/** A picture's or a post slide's row is named by its talent or post, read beside it. */
const byParent = ({ table, name, column }: (typeof trashParents)[keyof typeof trashParents]) => ({
  name: sql`(select ${name} from ${table} where ${table.id} = ${column})`,
  parentId: column,
});

/** What each kind's row in the trash is shown by: a name, a picture, what it belongs to, a gallery. */
type Shown = { name: SQLWrapper; picture: SQLWrapper; parentId?: SQLWrapper; gallery?: SQLWrapper };
const listed: Record<TrashKind, Shown> = {
  talent: { name: talents.name, picture: talents.coverPath },
  post: { name: posts.title, picture: posts.thumbnailPath },
  slide: { name: slides.alt, picture: sql`coalesce(${slides.desktopPath}, ${slides.posterPath})` },
  picture: { ...byParent(trashParents.picture), picture: mediaItems.path, gallery: mediaItems.gallery },
  post_slide: { ...byParent(trashParents.post_slide), picture: postSlides.path },
};

type Found = {
  kind: TrashKind;
  id: number;
  name: string;
  picture: string | null;
  parentId: number | null;
  gallery: string | null;
  deletedAt: Date;
};

function trashedRows({ db }: Deps): Promise<Found[][]> {
  const none = sql`null`;
  return Promise.all(
    trashKinds.map(async (kind) => {
      const { name, picture, parentId = none, gallery = none } = listed[kind];
      const t = tableOf(kind);
      const rows = await db
        .select({ id: t.id, deletedAt: t.deletedAt, name, picture, parentId, gallery } as never)
        .from(t)
        .where(isNotNull(t.deletedAt));
      return (rows as Omit<Found, 'kind'>[]).map((row) => ({ ...row, kind }));
    }),
  );
}

/** The audit line each kind's removal writes (staff-router.ts): action, subject and detail. */
function removalLine(kind: TrashKind, id: number, parentId: number | null) {
  const parent = parentOf(kind);
  if (parent) return [parent.removal, `${parent.kind}:${parentId}`, String(id)];
  return [`${kind}.delete`, `${kind}:${id}`, null];
}

/** Everything in the trash, the last removed first. */
async function listTrash(deps: Deps) {
  const found = (await trashedRows(deps)).flat();
  if (found.length === 0) return [];
  const since = new Date(Math.min(...found.map((item) => item.deletedAt.getTime())) - 60_000);
  const removals = trashKinds.map((kind) => removalLine(kind, 0, null)[0]!);
  const lines = await deps.db
    .select()
    .from(staffAudit)
    .where(and(gte(staffAudit.at, since), inArray(staffAudit.action, removals)))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id));
  return found
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime())
    .map(({ parentId, ...item }) => {
      const [action, subject, detail] = removalLine(item.kind, item.id, parentId);
      const line = lines.find(
        (l) => l.action === action && l.subject === subject && (detail === null || l.detail === detail),
      );
      const { picture, deletedAt } = item;
      return {
        ...item,
        picture: deps.mediaUrl(picture),
        deletedAt: deletedAt.toISOString(),
        by: line?.accountEmail ?? null,
      };
    });
}

const itemParams = z.object({ kind: z.enum(trashKinds), id: rowId });

/** A restore's or a purge's audit subject and detail: a picture's names its talent, a post slide's its post. */
const trashLine = ({ kind, id, parent }: TrashRow): [string, string?] =>
  parent ? [`${parent.kind}:${parent.id}`, `${kind} ${id}`] : [`${kind}:${id}`];

export function trashRoutes({ app, deps, changed }: StaffRouter): void {
  const unknown = () => notFound('Nothing of that kind in the trash.');

  // With how long a row stays before the housekeeping empties it (STAFF_TRASH_DAYS), for the page to say.
  app.get('/trash', async (c) => c.json({ data: await listTrash(deps), days: deps.config.staff.trashDays }));

  app.post('/trash/:kind/:id/restore', async (c) => {
    const { kind, id } = parseOrThrow(itemParams, c.req.param());
    const restored = await restoreFromTrash(deps.db, kind, id);
    if (!restored) throw unknown();
    await changed(c, 'trash.restore', ...trashLine(restored));
    return c.json({ data: restored });
  });

  app.delete('/trash/:kind/:id', async (c) => {
    const { kind, id } = parseOrThrow(itemParams, c.req.param());
    const purged = await purgeFromTrash(deps, kind, id);
    if (!purged) throw unknown();
    await changed(c, 'trash.purge', ...trashLine(purged));
    return c.body(null, 204);
  });
}
