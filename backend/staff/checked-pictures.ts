import { inMegabytes, uploadLimits, type UploadLimit } from '../../lib/contract/upload-limits';
import { HttpError, type FieldErrors } from '../http/errors';
import { cleanImage } from '../lib/clean-image';
import type { ImageType } from '../../lib/contract/image-type';

export type CheckedPicture = { bytes: Uint8Array; type: ImageType };

/**
 * Each file of a form of pictures (a gallery's, a post's slides, a post's cover), checked by its size (the
 * upload's `limit`, lib/contract/upload-limits.ts) and its bytes and encoded again (cleanImage); throws 413
 * or 415 naming the first file refused. Every size is checked before any picture is decoded.
 */
export async function checkedPictures(
  files: Map<string, File>,
  limit: Pick<UploadLimit, 'pictureBytes'> = uploadLimits.pictures,
): Promise<CheckedPicture[]> {
  for (const [name, file] of files) {
    if (file.size > limit.pictureBytes)
      throw new HttpError(413, `A picture is larger than ${inMegabytes(limit.pictureBytes)}.`, {
        [name]: ['too_large'],
      });
  }
  const pictures: CheckedPicture[] = [];
  for (const [name, file] of files) {
    const clean = await cleanImage(new Uint8Array(await file.arrayBuffer()));
    if (!clean) throw new HttpError(415, 'Pictures must be PNG, GIF or JPEG images.', { [name]: ['type'] });
    pictures.push(clean);
  }
  return pictures;
}

/** Flags a form of pictures that brings none, or more than one upload may (`pictures`). */
export function countPictures(files: Map<string, File>, errors: FieldErrors): void {
  if (files.size === 0) errors.pictures = ['required'];
  if (files.size > uploadLimits.pictures.files) errors.pictures = ['too_many'];
}
