import { and, eq } from 'drizzle-orm';
import type { ImageType } from '../../lib/contract/image-type';
import type { PostPicture } from '../../lib/contract/post-input';
import { postThumbnailWidth } from '../../lib/contract/post-thumbnail';
import type { Db } from '../db/client';
import { posts } from '../db/schema';
import type { Deps } from '../http/deps';
import { notFound } from '../http/errors';
import { narrowedImage } from '../lib/clean-image';
import { ownFile, storeFiles, type NewFile } from './own-file';
import { livePost } from './posts';

// A post's cover and thumbnail (docs/staff.md, "Write the news"). A post needs a thumbnail (the contract
// reads a post without one as one with a video cover); MADE_THUMBNAIL names the one made from its cover.
const MADE_THUMBNAIL = 'thumbnail-of-cover';

type PostPictures = { coverPath: string | null; thumbnailPath: string | null };

/** Whether the post's thumbnail is one the backend made from its cover (see MADE_THUMBNAIL). */
function thumbnailMadeFromCover({ coverPath, thumbnailPath }: PostPictures): boolean {
  if (!ownFile(coverPath) || !ownFile(thumbnailPath)) return false;
  const folder = coverPath.slice(0, coverPath.lastIndexOf('/') + 1);
  return thumbnailPath.startsWith(`${folder}${MADE_THUMBNAIL}.`);
}

/** Whether the post has a thumbnail that is not the one made from its cover: uploaded, or the demo's. */
const ownThumbnail = (row: PostPictures) => row.thumbnailPath !== null && !thumbnailMadeFromCover(row);

async function picturesOf(db: Db, id: number, lock = false): Promise<PostPictures | undefined> {
  const query = db
    .select({ coverPath: posts.coverPath, thumbnailPath: posts.thumbnailPath })
    .from(posts)
    .where(and(eq(posts.id, id), livePost));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Sets a post's cover or thumbnail, removing the pictures it replaces when the staff area wrote them; a
 * cover of a post with no thumbnail of its own brings its thumbnail (MADE_THUMBNAIL).
 */
export async function setPostPicture(
  deps: Deps,
  id: number,
  which: PostPicture,
  picture: { bytes: Uint8Array; type: ImageType },
): Promise<void> {
  const before = await picturesOf(deps.db, id);
  if (!before) throw notFound('Unknown post.');
  const files: NewFile[] = [[which, picture]];
  // Made before the transaction (sharp's work holds no row), and left unused should a thumbnail of the
  // post's own have arrived meanwhile.
  if (which === 'cover' && !ownThumbnail(before)) {
    files.push([MADE_THUMBNAIL, await narrowedImage(picture, postThumbnailWidth)]);
  }
  let finish = async () => {};
  await storeFiles(deps, `posts/${id}`, files, async (tx, [key, made = null]) => {
    const row = await picturesOf(tx, id, true);
    if (!row) throw notFound('Unknown post.');
    const next: PostPictures =
      which === 'thumbnail'
        ? { coverPath: row.coverPath, thumbnailPath: key! }
        : { coverPath: key!, thumbnailPath: ownThumbnail(row) ? row.thumbnailPath : made };
    await tx.update(posts).set(next).where(eq(posts.id, id));
    const kept = new Set([next.coverPath, next.thumbnailPath]);
    const gone = [row.coverPath, row.thumbnailPath, made].filter(ownFile).filter((path) => !kept.has(path));
    finish = await deps.media.remove(tx, gone);
  });
  await finish();
}
