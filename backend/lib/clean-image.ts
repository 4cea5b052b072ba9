import sharp, { type Sharp } from 'sharp';
import { maxInputPixels } from '../../lib/contract/upload-limits';
import { sniffImage, type ImageType } from '../../lib/contract/image-type';

// Pictures that arrive from outside (an application's photos, a talent's gallery from the staff area) are
// never stored as they came: see cleanImage.

/**
 * A png, gif or jpeg by its bytes, decoded and encoded again in its own format, turned upright and without
 * metadata: what is stored and served is pixels this backend wrote, never the bytes as they came (a file that
 * is also a script or an archive, or a location in its EXIF). Null when it is no such picture, or one of more
 * pixels than any phone takes (`maxInputPixels`, read from its header before anything is decoded).
 */
export async function cleanImage(bytes: Uint8Array): Promise<{ bytes: Uint8Array; type: ImageType } | null> {
  const type = sniffImage(bytes.subarray(0, 16));
  if (!type) return null;
  try {
    const image = sharp(bytes, { animated: type.ext === 'gif', limitInputPixels: maxInputPixels }).rotate();
    return { bytes: await encoded(image, type), type };
  } catch {
    return null;
  }
}

/**
 * A picture cleanImage wrote, at most `width` pixels wide (never enlarged), in its own format and written
 * the same way: a post's thumbnail made from its cover.
 */
export async function narrowedImage(
  picture: { bytes: Uint8Array; type: ImageType },
  width: number,
): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const { type } = picture;
  const image = sharp(picture.bytes, { animated: type.ext === 'gif', limitInputPixels: maxInputPixels });
  return { bytes: await encoded(image.resize({ width, withoutEnlargement: true }), type), type };
}

async function encoded(image: Sharp, type: ImageType): Promise<Uint8Array> {
  // A JPEG by libjpeg-turbo, not mozjpeg: mozjpeg's slightly smaller files take many times as long to
  // write, and a batch of phone photos must be stored while the site waits for the answer (API_TIMEOUT_MS).
  const output =
    type.ext === 'png' ? image.png() : type.ext === 'gif' ? image.gif() : image.jpeg({ quality: 90 });
  return new Uint8Array(await output.toBuffer());
}
