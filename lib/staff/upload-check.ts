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
