import { HttpError } from '../http/errors';
import { cleanImage } from '../lib/clean-image';
import type { ImageType } from '../lib/mime';

/** One upload: at most 10 pictures of at most 8 MiB each (the application's bound per photo). */
export const MAX_PICTURES = 10;
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = MAX_PICTURES * MAX_PICTURE_BYTES + 64 * 1024;

export type CheckedPicture = { bytes: Uint8Array; type: ImageType };

/**
 * Each file of a form of pictures (a gallery's, a post's slides), checked by its size and its bytes and
 * encoded again (cleanImage); throws 413 or 415 naming the first file refused.
 */
export async function checkedPictures(files: Map<string, File>): Promise<CheckedPicture[]> {
  const pictures: CheckedPicture[] = [];
  for (const [name, file] of files) {
    if (file.size > MAX_PICTURE_BYTES)
      throw new HttpError(413, 'A picture is larger than 8 MB.', { [name]: ['too_large'] });
    const clean = await cleanImage(new Uint8Array(await file.arrayBuffer()));
    if (!clean) throw new HttpError(415, 'Pictures must be PNG, GIF or JPEG images.', { [name]: ['type'] });
    pictures.push(clean);
  }
  return pictures;
}
