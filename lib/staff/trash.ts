import 'server-only';
import { z } from 'zod';
import { trashKinds, type Restored } from '@/lib/api/staff-trash';
import { staffPaths } from './paths';

// The trash's routes (`/staff/api/trash/{kind}/{id}/…`): what they name, and where a restore goes back to.

const trashItemSchema = z.object({
  kind: z.enum(trashKinds),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The path's kind and id, or null when they name nothing. */
export function trashItemOf(params: Record<string, string>) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) return null;
  const parsed = trashItemSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}

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
