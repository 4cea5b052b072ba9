import mime from 'mime';

/**
 * The content type of a stored file by its extension, from `mime` (the full mime-db table: hono's short
 * list knows no .mov or .heic), or a download when unknown. Text is declared UTF-8, as the seed writes it.
 */
export function mimeOf(fileName: string): string {
  const type = mime.getType(fileName);
  if (!type) return 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

export type ImageType = { mime: 'image/png' | 'image/gif' | 'image/jpeg'; ext: 'png' | 'gif' | 'jpg' };

/** Recognises png, gif and jpeg by their first bytes, whatever the name or declared type says. */
export function sniffImage(head: Uint8Array): ImageType | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  return null;
}

export type VideoType = { mime: 'video/mp4' | 'video/webm'; ext: 'mp4' | 'webm' };

/** Recognises an MP4 (an ISO media file: `ftyp` as its first box) and a WebM (EBML) by their first bytes. */
export function sniffVideo(head: Uint8Array): VideoType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return { mime: 'video/mp4', ext: 'mp4' };
  if ([0x1a, 0x45, 0xdf, 0xa3].every((byte, index) => head[index] === byte)) {
    return { mime: 'video/webm', ext: 'webm' };
  }
  return null;
}
