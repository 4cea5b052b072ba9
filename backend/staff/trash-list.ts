import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mediaItems, postSlides, posts, slides, staffAudit, talents } from '../db/schema';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { rowId, type StaffRouter } from './staff-router';
import { purgeFromTrash, restoreFromTrash, trashKinds, type TrashKind, type TrashRow } from './trash';

// The trash for the staff: what is in it, a row restored in its place, a row deleted for good. Each row is
// listed with a name and a picture to know it by (a talent's picture with its gallery, so a row says which
// picture, not only whose), when and by whom (read from the audit line of its removal).

const none = sql<null>`null`;

/** Each kind's rows in the trash, in the order of trashKinds; a picture and a post slide named by their parent. */
function trashedRows({ db }: Deps) {
  return Promise.all([
    db
      .select({
        id: talents.id,
        parentId: none,
        name: talents.name,
        picture: talents.coverPath,
        gallery: none,
        deletedAt: talents.deletedAt,
      })
      .from(talents)
      .where(isNotNull(talents.deletedAt)),
    db
      .select({
        id: posts.id,
        parentId: none,
        name: posts.title,
        picture: posts.thumbnailPath,
        gallery: none,
        deletedAt: posts.deletedAt,
      })
      .from(posts)
      .where(isNotNull(posts.deletedAt)),
    db
      .select({
        id: slides.id,
        parentId: none,
        name: slides.alt,
        picture: sql<string | null>`coalesce(${slides.desktopPath}, ${slides.posterPath})`,
        gallery: none,
        deletedAt: slides.deletedAt,
      })
      .from(slides)
      .where(isNotNull(slides.deletedAt)),
    db
      .select({
        id: mediaItems.id,
        parentId: talents.id,
        name: talents.name,
        picture: mediaItems.path,
        gallery: mediaItems.gallery,
        deletedAt: mediaItems.deletedAt,
      })
      .from(mediaItems)
      .innerJoin(talents, eq(talents.id, mediaItems.talentId))
      .where(isNotNull(mediaItems.deletedAt)),
    db
      .select({
        id: postSlides.id,
        parentId: posts.id,
        name: posts.title,
        picture: postSlides.path,
        gallery: none,
        deletedAt: postSlides.deletedAt,
      })
      .from(postSlides)
      .innerJoin(posts, eq(posts.id, postSlides.postId))
      .where(isNotNull(postSlides.deletedAt)),
  ]);
}

/** The audit line each kind's removal writes (staff-router.ts): action, subject and detail. */
function removalLine(kind: TrashKind, id: number, parentId: number | null) {
  if (kind === 'picture') return ['talent.picture_delete', `talent:${parentId}`, String(id)];
  if (kind === 'post_slide') return ['post.slide_delete', `post:${parentId}`, String(id)];
  return [`${kind}.delete`, `${kind}:${id}`, null];
}

/** Everything in the trash, the last removed first. */
async function listTrash(deps: Deps) {
  const found = (await trashedRows(deps)).flatMap((rows, index) =>
    rows.map((row) => ({ ...row, kind: trashKinds[index]!, deletedAt: row.deletedAt! })),
  );
  if (found.length === 0) return [];
  const since = new Date(Math.min(...found.map((item) => item.deletedAt.getTime())) - 60_000);
  const lines = await deps.db
    .select({
      action: staffAudit.action,
      subject: staffAudit.subject,
      detail: staffAudit.detail,
      email: staffAudit.accountEmail,
    })
    .from(staffAudit)
    .where(
      and(
        gte(staffAudit.at, since),
        inArray(staffAudit.action, [
          'talent.delete',
          'post.delete',
          'slide.delete',
          'talent.picture_delete',
          'post.slide_delete',
        ]),
      ),
    )
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
        by: line?.email ?? null,
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
