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
import { videosOf } from './talent-videos';
import { moveToTrash } from './trash';
import { createdBy, currentVersion, nextVersion, staleRecord, stillAt } from './versions';

// The roster as the staff edit it: every talent but those in the trash, drafts and hidden ones included, with the fields and galleries the
// profile shows. Their pictures are kept in talent-pictures.ts.

const categoryOfId = (id: number): Category => (id === categoryIds.talents ? 'talents' : 'models');

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
      .select({
        id: talents.id,
        name: talents.name,
        categoryId: talents.categoryId,
        hidden: talents.hidden,
        coverPath: talents.coverPath,
      })
      .from(talents)
      .where(where)
      .orderBy(desc(talents.id)),
    db.select({ total: count() }).from(talents).where(where),
    options,
  );
  const data = rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: categoryOfId(row.categoryId),
    hidden: row.hidden,
    cover: deps.mediaUrl(row.coverPath),
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
    id: row.id,
    category: categoryOfId(row.categoryId),
    name: row.name,
    birthdate: row.birthdate,
    height: row.height,
    bust: row.bust,
    waist: row.waist,
    hips: row.hips,
    shoes: row.shoes,
    jeans: row.jeans,
    shirt: row.shirt,
    eyes: row.eyes,
    hair: row.hair,
    tags: tagRows.map((tag) => tag.id),
    instagram: row.instagram,
    tiktok: row.tiktok,
    about: row.about,
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

function columnsOf(input: TalentRecord) {
  return {
    name: input.name,
    nameKey: foldName(input.name),
    letter: letterOf(input.name),
    categoryId: categoryIds[input.category],
    birthdate: input.birthdate,
    height: input.height,
    bust: input.bust,
    waist: input.waist,
    hips: input.hips,
    shoes: input.shoes,
    jeans: input.jeans,
    shirt: input.shirt,
    eyes: input.eyes,
    hair: input.hair,
    instagram: input.instagram,
    tiktok: input.tiktok,
    about: input.about,
  };
}

async function knownTags(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
  if (rows.length !== unique.length)
    throw new HttpError(400, 'The given data was invalid.', { tags: ['unknown'] });
  return unique;
}

/**
 * Creates a talent (no `id`) or replaces one's fields if it is still at `version` (versions.ts: else 409,
 * nothing written); `by` saves it. Answers its id, or null when `id` names no live talent.
 */
export async function saveTalent(
  db: Db,
  id: number | null,
  input: TalentRecord,
  by: number,
  version: number | null,
): Promise<number | null> {
  const tagIds = await knownTags(db, input.tags);
  return db.transaction(async (tx) => {
    let saved: number;
    if (id === null) {
      // A new talent is a draft until published (visibility.ts).
      const [row] = await tx
        .insert(talents)
        .values({ ...columnsOf(input), ...createdBy(by), hidden: true })
        .returning({ id: talents.id });
      saved = row!.id;
    } else {
      const live = and(eq(talents.id, id), isNull(talents.deletedAt))!;
      const rows = await tx
        .update(talents)
        .set({ ...columnsOf(input), ...nextVersion(talents, by) })
        .where(and(live, stillAt(talents, version ?? 0)))
        .returning({ id: talents.id });
      if (rows.length === 0) {
        const current = await currentVersion(tx, talents, live);
        if (current) throw staleRecord(current);
        return null;
      }
      saved = id;
      await tx.delete(talentTags).where(eq(talentTags.talentId, id));
    }
    if (tagIds.length > 0) {
      await tx
        .insert(talentTags)
        .values(tagIds.map((tagId, position) => ({ talentId: saved, tagId, position })));
    }
    return saved;
  });
}

/** Moves a talent to the trash, its pictures with it (trash.ts); answers whether it was live. */
export function deleteTalent(deps: Deps, id: number): Promise<boolean> {
  return moveToTrash(deps.db, 'talent', eq(talents.id, id));
}
