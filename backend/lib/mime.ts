// Content types of the files the backend stores and serves.
const byExtension: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 && byExtension[fileName.slice(dot).toLowerCase()]) || 'application/octet-stream';
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
