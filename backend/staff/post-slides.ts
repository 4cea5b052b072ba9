import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { postSlides, posts } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError, notFound } from '../http/errors';
import type { CheckedPicture } from './checked-pictures';
import { putInOrder } from './order';
import { moveToTrash } from './trash';

// The pictures under a news post (its slides), in the order the staff give them. Files are checked
// (checkedPictures) before they reach here.

export async function postSlideList(deps: Deps, postId: number) {
  const rows = await deps.db
    .select({ id: postSlides.id, path: postSlides.path })
    .from(postSlides)
    .where(and(eq(postSlides.postId, postId), isNull(postSlides.deletedAt)))
    .orderBy(asc(postSlides.position), asc(postSlides.id));
  return rows.map((row) => ({ id: row.id, url: deps.mediaUrl(row.path)! }));
}

/** Adds pictures after a post's last slide; answers their ids. */
export async function addPostSlides(
  deps: Deps,
  postId: number,
  pictures: CheckedPicture[],
): Promise<number[]> {
  const [post] = await deps.db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) throw notFound('Unknown post.');
  const batch = await deps.media.uploadBatch(`staff/posts/${postId}`);
  try {
    const keys: string[] = [];
    for (const [index, picture] of pictures.entries()) {
      keys.push(await batch.write(`slide-${index + 1}.${picture.type.ext}`, picture.bytes));
    }
    return await deps.db.transaction(async (tx) => {
      await batch.commit(tx);
      const [last] = await tx
        .select({ position: max(postSlides.position) })
        .from(postSlides)
        .where(eq(postSlides.postId, postId));
      const start = last?.position ?? 0;
      const rows = await tx
        .insert(postSlides)
        .values(keys.map((path, index) => ({ postId, path, position: start + index + 1 })))
        .returning({ id: postSlides.id });
      return rows.map((row) => row.id);
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

/** Puts a post's slides in the given order, which must name each of them once. */
export async function orderPostSlides(deps: Deps, postId: number, order: number[]): Promise<void> {
  await putInOrder(
    deps.db,
    postSlides,
    eq(postSlides.postId, postId),
    order,
    () => new HttpError(400, 'The order must name each slide of the post once.', { order: ['mismatch'] }),
  );
}

/** Moves one slide of a post to the trash (trash.ts); answers whether it was live. */
export async function removePostSlide(deps: Deps, postId: number, slideId: number): Promise<boolean> {
  return moveToTrash(deps.db, 'post_slide', and(eq(postSlides.id, slideId), eq(postSlides.postId, postId)));
}
