import type { UploadLimit } from '@/lib/contract/upload-limits';

// What the staff area's upload forms check in the browser before they send anything: the bounds of the
// route they post to (lib/contract/upload-limits.ts), which the route and the backend check again.

/** Why files are refused before they are sent: too many for one upload, or one (or all) too large. */
export type UploadRefusal = 'count' | 'size';

/** A chosen file as the check sees it, and whether its input takes a video. */
export type ChosenFile = { size: number; video: boolean };

export function uploadRefusal(files: readonly ChosenFile[], limit: UploadLimit): UploadRefusal | null {
  if (files.length > limit.files) return 'count';
  const bound = (file: ChosenFile) => (file.video ? (limit.videoBytes ?? 0) : limit.pictureBytes);
  if (files.some((file) => file.size > bound(file))) return 'size';
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > limit.bodyBytes ? 'size' : null;
}

/** What a batch of pictures does with one chosen file (`batchVerdicts`). */
export type BatchVerdict = 'send' | 'size' | 'type' | 'left';

/** A chosen picture as a batch judges it: its size, and whether its first bytes are a PNG, GIF or JPEG's. */
export type BatchFile = { size: number; picture: boolean };

/**
 * A batch of pictures judged file by file, alike in the browser and the route without a script, so that one
 * file refuses only itself: too large (`size`), no PNG, GIF or JPEG (`type`), past `limit.files` (`left`).
 */
export function batchVerdicts(files: readonly BatchFile[], limit: UploadLimit): BatchVerdict[] {
  let sent = 0;
  return files.map((file) => {
    if (file.size > limit.pictureBytes) return 'size';
    if (!file.picture) return 'type';
    return sent++ < limit.files ? 'send' : 'left';
  });
}

/** The bytes a batch reads of each file to tell a picture by them (lib/contract/image-type.ts). */
export const pictureHeadBytes = 16;

/** Why a file sent did not arrive, as the page the route went back to says (or the session had ended). */
export type UploadReason = 'type' | 'size' | 'invalid' | 'session';

/** The `done` words of the upload routes' pages for files that arrived (lib/staff/uploads.ts). */
const arrivedWords = ['pictures', 'slides', 'added'];

/** What became of one upload, read from the `done` word of the page its route sent the browser back to. */
export function uploadAnswer(done: string | null): 'arrived' | UploadReason {
  if (done !== null && arrivedWords.includes(done)) return 'arrived';
  if (done?.endsWith('type')) return 'type';
  if (done?.endsWith('size')) return 'size';
  return 'invalid';
}
