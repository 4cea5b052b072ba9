import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { PostRecord } from '../../lib/contract/post-input';
import type { Db } from '../db/client';
import { posts } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError } from '../http/errors';
import { pageOf, pageRows } from '../http/pagination';
import { escapeLike } from '../lib/like-pattern';
import { pick } from './pick';
import { postSlideList } from './post-slides';
import { createdBy, currentVersion, saveAt } from './versions';

// The news as the staff write it: posts of the type `news`, one row per language. Their cover and thumbnail:
// post-pictures.ts.

const NEWS = 'news';
/** The posts the staff write: the news, those in the trash left out. */
export const livePost = and(eq(posts.type, NEWS), isNull(posts.deletedAt))!;

export async function listPosts(
  deps: Deps,
  options: { language?: string; q?: string; page: number; perPage: number },
) {
  const conditions: SQL[] = [livePost];
  if (options.language) conditions.push(eq(posts.language, options.language));
  if (options.q) conditions.push(ilike(posts.title, `%${escapeLike(options.q)}%`));
  const where = and(...conditions);
  const { rows, total } = await pageRows(
    deps.db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)),
    deps.db.select({ total: count() }).from(posts).where(where),
    options,
  );
  const data = rows.map((row) => postJson(deps, row));
  return pageOf(data, options.page, options.perPage, total);
}

function postJson(deps: Deps, row: typeof posts.$inferSelect) {
  return {
    ...pick(row, ['id', 'language', 'title', 'slug', 'description', 'content', 'hidden']),
    date: row.createdAt.toISOString().slice(0, 10),
    cover: deps.mediaUrl(row.coverPath),
    thumbnail: deps.mediaUrl(row.thumbnailPath),
  };
}

/** A post of the news not in the trash, as its row, or undefined. */
export async function livePostRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), livePost))
    .limit(1);
  return row;
}

export async function postForEditing(deps: Deps, id: number) {
  const row = await livePostRow(deps.db, id);
  if (!row) return null;
  const [slides, version] = await Promise.all([
    postSlideList(deps, id),
    currentVersion(deps.db, posts, eq(posts.id, id)),
  ]);
  return { ...postJson(deps, row), slides, ...version! };
}

// Noon in Mexico City, so the date reads the same in every time zone the site shows it in.
const columnsOf = ({ date, ...fields }: PostRecord) => ({
  ...fields,
  createdAt: new Date(`${date}T18:00:00Z`),
});

/** EditedRecord's save (record-routes.ts), for a post. */
export async function savePost(
  db: Db,
  id: number | null,
  input: PostRecord,
  by: number,
  version: number | null,
): Promise<number | null> {
  const [taken] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.type, NEWS), eq(posts.language, input.language), eq(posts.slug, input.slug)))
    .limit(1);
  if (taken && taken.id !== id) {
    throw new HttpError(409, 'Another post in that language has this address.', { slug: ['taken'] });
  }
  if (id !== null) {
    const saved = await saveAt(db, posts, and(eq(posts.id, id), livePost)!, columnsOf(input), {
      by,
      version: version ?? 0,
    });
    return saved ? id : null;
  }
  const [row] = await db
    .insert(posts)
    .values({ type: NEWS, hidden: true, ...columnsOf(input), ...createdBy(by) })
    .returning({ id: posts.id });
  return row!.id;
}
