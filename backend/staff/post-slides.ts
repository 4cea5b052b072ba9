import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { uploadLimits } from '../../lib/contract/upload-limits';
import { postSlides, posts } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError, notFound, validationError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { limitBody } from '../http/body-limit';
import { readForm } from '../submissions/form';
import { checkedPictures, countPictures, type CheckedPicture } from './checked-pictures';
import { nextPosition, putInOrder } from './order';
import { storeFiles } from './own-file';
import { rowId, rowIds, type StaffRouter } from './staff-router';
import { moveToTrash } from './trash';

// The pictures under a news post (its slides), added, put in order and moved to the trash.

export async function postSlideList(deps: Deps, postId: number) {
  const rows = await deps.db
    .select({ id: postSlides.id, path: postSlides.path })
    .from(postSlides)
    .where(and(eq(postSlides.postId, postId), isNull(postSlides.deletedAt)))
    .orderBy(asc(postSlides.position), asc(postSlides.id));
  return rows.map((row) => ({ id: row.id, url: deps.mediaUrl(row.path)! }));
}

/** Adds pictures after a post's last slide; answers their ids. */
async function addPostSlides(deps: Deps, postId: number, pictures: CheckedPicture[]): Promise<number[]> {
  const [post] = await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound('Unknown post.');
  const files = pictures.map((picture, index) => [`slide-${index + 1}`, picture] as const);
  return storeFiles(deps, `posts/${postId}`, files, async (tx, keys) => {
    const start = await nextPosition(tx, postSlides, eq(postSlides.postId, postId));
    const rows = await tx
      .insert(postSlides)
      .values(keys.map((path, index) => ({ postId, path, position: start + index })))
      .returning({ id: postSlides.id });
    return rows.map((row) => row.id);
  });
}

export function postSlideRoutes({ app, deps, changed, removal }: StaffRouter): void {
  app.post('/posts/:id/slides', limitBody(uploadLimits.pictures.bodyBytes), async (c) => {
    const { id } = rowIds(c);
    const { files, errors } = await readForm(c);
    countPictures(files, errors);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const ids = await addPostSlides(deps, id, await checkedPictures(files));
    await changed(c, 'post.slides', `post:${id}`, `+${ids.length}`);
    return c.json({ data: { ids } }, 201);
  });

  app.put('/posts/:id/slides/order', async (c) => {
    const { id } = rowIds(c);
    const { order } = await jsonBody(c, z.object({ order: z.array(rowId).max(500) }));
    const refusal = () =>
      new HttpError(400, 'The order must name each slide of the post once.', { order: ['mismatch'] });
    await putInOrder(deps.db, postSlides, eq(postSlides.postId, id), order, refusal);
    await changed(c, 'post.slide_order', `post:${id}`);
    return c.json({ data: { order } });
  });

  app.delete(
    '/posts/:id/slides/:slide',
    removal('post', 'slide', (id, slide) =>
      moveToTrash(deps.db, 'post_slide', and(eq(postSlides.id, slide), eq(postSlides.postId, id))),
    ),
  );
}
