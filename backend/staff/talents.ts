import { and, asc, count, desc, eq, inArray, isNull, like, type SQL } from 'drizzle-orm';
import type { TalentRecord } from '../../lib/contract/talent-input';
import { categoryIds, type Category } from '../../lib/vocabulary/categories';
import type { Db } from '../db/client';
import { mediaItems, tags, talents, talentTags } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError } from '../http/errors';
import { pageOf, pageRows } from '../http/pagination';
import { foldName, letterOf } from '../lib/fold';
import { escapeLike } from '../lib/like-pattern';
import { pick } from './pick';
import { videosOf } from './talent-videos';
import { createdBy, currentVersion, saveAt } from './versions';

// The roster as the staff edit it: every talent but those in the trash, drafts and hidden ones included, with
// the fields and galleries the profile shows. Their pictures are kept in talent-pictures.ts.

const categoryOfId = (id: number): Category => (id === categoryIds.talents ? 'talents' : 'models');

/** The fields of a talent stored as they are written, each in its own column. */
const plainFields = [
  ...['name', 'birthdate', 'height', 'bust', 'waist', 'hips', 'shoes', 'jeans', 'shirt'],
  ...['eyes', 'hair', 'instagram', 'tiktok', 'about'],
] as const satisfies (keyof TalentRecord & keyof typeof talents.$inferSelect)[];

const plainOf = (from: Pick<TalentRecord, (typeof plainFields)[number]>) => pick(from, plainFields);

export async function listTalents(
  deps: Deps,
  options: { category?: Category; q?: string; page: number; perPage: number },
) {
  const { db } = deps;
  const conditions: SQL[] = [isNull(talents.deletedAt)];
  if (options.category) conditions.push(eq(talents.categoryId, categoryIds[options.category]));
  if (options.q) conditions.push(like(talents.nameKey, `%${escapeLike(foldName(options.q))}%`));
  const where = and(...conditions);
  const { rows, total } = await pageRows(
    db
      .select(pick(talents, ['id', 'name', 'categoryId', 'hidden', 'coverPath']))
      .from(talents)
      .where(where)
      .orderBy(desc(talents.id)),
    db.select({ total: count() }).from(talents).where(where),
    options,
  );
  const data = rows.map(({ categoryId, coverPath, ...row }) => ({
    ...row,
    category: categoryOfId(categoryId),
    cover: deps.mediaUrl(coverPath),
  }));
  return pageOf(data, options.page, options.perPage, total);
}

/** One talent as the editor shows it, or null. */
export async function talentForEditing(deps: Deps, id: number) {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, id), isNull(talents.deletedAt)))
    .limit(1);
  if (!row) return null;
  const [tagRows, itemRows, videoRows, version] = await Promise.all([
    db
      .select({ id: talentTags.tagId })
      .from(talentTags)
      .where(eq(talentTags.talentId, id))
      .orderBy(asc(talentTags.position)),
    db
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.talentId, id), isNull(mediaItems.deletedAt)))
      .orderBy(asc(mediaItems.position), asc(mediaItems.id)),
    videosOf(db, id),
    currentVersion(db, talents, eq(talents.id, id)),
  ]);
  return {
    ...plainOf(row),
    id: row.id,
    category: categoryOfId(row.categoryId),
    tags: tagRows.map((tag) => tag.id),
    hidden: row.hidden,
    cover: row.coverPath === null ? null : { url: deps.mediaUrl(row.coverPath) },
    pictures: itemRows
      .filter((item) => item.path !== null)
      .map((item) => ({ id: item.id, gallery: item.gallery, url: deps.mediaUrl(item.path) })),
    videos: videoRows,
    ...version!,
  };
}

export async function tagChoices(db: Db) {
  return db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.id));
}

/** EditedRecord's save (record-routes.ts), for a talent: its fields and its tags. */
export async function saveTalent(
  db: Db,
  id: number | null,
  input: TalentRecord,
  by: number,
  version: number | null,
): Promise<number | null> {
  const tagIds = [...new Set(input.tags)];
  const known = tagIds.length
    ? await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds))
    : [];
  if (known.length !== tagIds.length)
    throw new HttpError(400, 'The given data was invalid.', { tags: ['unknown'] });
  const columns = {
    ...plainOf(input),
    nameKey: foldName(input.name),
    letter: letterOf(input.name),
    categoryId: categoryIds[input.category],
  };
  return db.transaction(async (tx) => {
    let saved = id;
    if (saved === null) {
      const [row] = await tx
        .insert(talents)
        .values({ ...columns, ...createdBy(by), hidden: true })
        .returning({ id: talents.id });
      saved = row!.id;
    } else {
      const live = and(eq(talents.id, saved), isNull(talents.deletedAt))!;
      if (!(await saveAt(tx, talents, live, columns, { by, version: version ?? 0 }))) return null;
      await tx.delete(talentTags).where(eq(talentTags.talentId, saved));
    }
    const talentId = saved;
    if (tagIds.length > 0) {
      await tx.insert(talentTags).values(tagIds.map((tagId, position) => ({ talentId, tagId, position })));
    }
    return saved;
  });
}
