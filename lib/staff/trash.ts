import 'server-only';
import type { Restored } from '@/lib/api/staff-trash';
import type { TrashKind } from '@/lib/contract/trash-kinds';
import type { CacheTag } from '@/lib/contract/cache-tags';
import { staffPaths } from './paths';

// The trash's forms (app/staff/trash/actions.ts): the public data a row was on, and where a restore goes
// back to.

/** The site's cached data a row of each kind was on. */
export const trashTag: Record<TrashKind, CacheTag> = {
  talent: 'talents',
  picture: 'talents',
  post: 'posts',
  post_slide: 'posts',
  slide: 'slides',
};

/**
 * Where a restore goes back to: the editor it was undone from (`from=editor`), which says the picture is
 * back, or the trash.
 */
export function afterRestore(restored: Restored, fromEditor: boolean): string {
  if (!fromEditor) return `${staffPaths.trash}?done=restored`;
  const { kind, id, parent } = restored;
  if (parent?.kind === 'talent') return `${staffPaths.talent(parent.id)}?done=picture-restored#pictures`;
  if (parent?.kind === 'post') return `${staffPaths.post(parent.id)}?done=picture-restored#slides`;
  if (kind === 'talent') return `${staffPaths.talent(id)}?done=restored`;
  if (kind === 'post') return `${staffPaths.post(id)}?done=restored`;
  return `${staffPaths.slides}?done=restored`;
}
