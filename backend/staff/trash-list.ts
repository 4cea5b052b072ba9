import { and, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { mediaItems, postSlides, posts, slides, staffAudit, talents } from '../db/schema';
import type { Deps } from '../http/deps';
import type { TrashKind } from './trash';

// What the trash page lists: each row removed, what it is, a name and a picture to know it by (a talent's
// picture with its gallery, so a row says which picture, not only whose), when and by whom (read from the
// audit line of its removal).

export type TrashItem = {
  kind: TrashKind;
  id: number;
  name: string;
  picture: string | null;
  /** A talent's picture's gallery (`book`, `snap`, `compo`); null for every other kind. */
  gallery: string | null;
  deletedAt: Date;
  by: string | null;
};

/** The audit line each kind's removal writes (staff-router.ts): action, subject and detail. */
const removalLine = (item: { kind: TrashKind; id: number; parentId: number | null }) => {
  switch (item.kind) {
    case 'picture':
      return ['talent.picture_delete', `talent:${item.parentId}`, String(item.id)];
    case 'post_slide':
      return ['post.slide_delete', `post:${item.parentId}`, String(item.id)];
    default:
      return [`${item.kind}.delete`, `${item.kind}:${item.id}`, null];
  }
};

type Found = Omit<TrashItem, 'by'> & { parentId: number | null };

async function trashedRows(deps: Deps): Promise<Found[]> {
  const { db, mediaUrl } = deps;
  const trashed = isNotNull;
  const [talentRows, postRows, slideRows, pictureRows, postSlideRows] = await Promise.all([
    db
      .select({
        id: talents.id,
        name: talents.name,
        picture: talents.coverPath,
        deletedAt: talents.deletedAt,
      })
      .from(talents)
      .where(trashed(talents.deletedAt)),
    db
      .select({ id: posts.id, name: posts.title, picture: posts.thumbnailPath, deletedAt: posts.deletedAt })
      .from(posts)
      .where(trashed(posts.deletedAt)),
    db
      .select({
        id: slides.id,
        name: slides.alt,
        picture: slides.desktopPath,
        poster: slides.posterPath,
        deletedAt: slides.deletedAt,
      })
      .from(slides)
      .where(trashed(slides.deletedAt)),
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
      .where(trashed(mediaItems.deletedAt)),
    db
      .select({
        id: postSlides.id,
        parentId: posts.id,
        name: posts.title,
        picture: postSlides.path,
        deletedAt: postSlides.deletedAt,
      })
      .from(postSlides)
      .innerJoin(posts, eq(posts.id, postSlides.postId))
      .where(trashed(postSlides.deletedAt)),
  ]);
  const rows = (
    kind: TrashKind,
    list: {
      id: number;
      name: string;
      picture: string | null;
      parentId?: number;
      gallery?: string;
      poster?: string | null;
      deletedAt: Date | null;
    }[],
  ) =>
    list.map((row) => ({
      kind,
      id: row.id,
      parentId: row.parentId ?? null,
      name: row.name,
      picture: mediaUrl(row.picture ?? row.poster ?? null),
      gallery: row.gallery ?? null,
      deletedAt: row.deletedAt!,
    }));
  return [
    ...rows('talent', talentRows),
    ...rows('post', postRows),
    ...rows('slide', slideRows),
    ...rows('picture', pictureRows),
    ...rows('post_slide', postSlideRows),
  ];
}

/** Everything in the trash, the last removed first. */
export async function listTrash(deps: Deps): Promise<TrashItem[]> {
  const found = await trashedRows(deps);
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
    .map(({ parentId, ...item }) => {
      const [action, subject, detail] = removalLine({ ...item, parentId });
      const line = lines.find(
        (l) => l.action === action && l.subject === subject && (detail === null || l.detail === detail),
      );
      return { ...item, by: line?.email ?? null };
    })
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
}
