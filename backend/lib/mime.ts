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
