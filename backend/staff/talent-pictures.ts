import { and, eq, isNull } from 'drizzle-orm';
import type { TalentGallery } from '../../lib/contract/talent-input';
import { mediaItems, talents } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError, notFound } from '../http/errors';
import type { ImageType } from '../../lib/contract/image-type';
import { nextPosition } from './order';
import { ownFile, storeFiles } from './own-file';

// A talent's pictures as the staff keep them: the cover and the galleries' pictures in order, each with its
// file in the media store. Pictures are checked (cleanImage) before they reach here.

/** Adds pictures to a gallery (after the ones it has), or sets the cover; answers the new pictures' ids. */
export async function addPictures(
  deps: Deps,
  id: number,
  gallery: TalentGallery,
  pictures: { bytes: Uint8Array; type: ImageType }[],
): Promise<number[]> {
  const { db } = deps;
  const [row] = await db.select({ cover: talents.coverPath }).from(talents).where(eq(talents.id, id));
  if (!row) throw notFound('Unknown talent.');
  if (gallery === 'cover' && pictures.length !== 1) {
    throw new HttpError(400, 'The given data was invalid.', { pictures: ['one_cover'] });
  }
  const files = pictures.map((picture, index) => [`${gallery}-${index + 1}`, picture] as const);
  let finish = async () => {};
  const ids = await storeFiles(deps, `talents/${id}`, files, async (tx, keys) => {
    if (gallery === 'cover') {
      await tx.update(talents).set({ coverPath: keys[0]! }).where(eq(talents.id, id));
      if (row.cover && ownFile(row.cover)) finish = await deps.media.remove(tx, [row.cover]);
      return [];
    }
    const start = await nextPosition(tx, mediaItems, eq(mediaItems.talentId, id));
    const rows = await tx
      .insert(mediaItems)
      .values(keys.map((path, index) => ({ talentId: id, gallery, path, position: start + index })))
      .returning({ id: mediaItems.id });
    return rows.map((inserted) => inserted.id);
  });
  await finish();
  return ids;
}

/**
 * Removes a talent's cover, and the second cover the profile may show, with the files the staff area wrote
 * for them: a plain removal (the page asks first), as a new cover replaces the old one's file. Answers
 * whether the talent is there.
 */
export async function removeCover(deps: Deps, id: number): Promise<boolean> {
  let finish = async () => {};
  let existed = false;
  await deps.db.transaction(async (tx) => {
    const live = and(eq(talents.id, id), isNull(talents.deletedAt));
    const [row] = await tx
      .select({ cover: talents.coverPath, cover2: talents.cover2Path })
      .from(talents)
      .where(live);
    if (!row) return;
    existed = true;
    await tx.update(talents).set({ coverPath: null, cover2Path: null }).where(live);
    finish = await deps.media.remove(tx, [row.cover, row.cover2].filter(ownFile));
  });
  await finish();
  return existed;
}
