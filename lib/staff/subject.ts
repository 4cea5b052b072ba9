import { z } from 'zod';
import { inboxKinds } from '@/lib/api/schemas/staff';
import type { StaffSubject } from './paths';

// A submission named in a staff URL (`/staff/inbox/application/12`): anything else is no page.
const subjectSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A row id as a URL names it (`12`), or null for anything else. */
export function idOf(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export function subjectOf(params: Record<string, string | undefined>): StaffSubject | null {
  if (idOf(params.id ?? '') === null) return null;
  const parsed = subjectSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}

/** The path's `names` as ids (`/talents/12/pictures/3`), or null when one is no id. */
export const idsOf =
  <K extends string>(...names: K[]) =>
  (params: Record<string, string>): Record<K, number> | null => {
    const ids = {} as Record<K, number>;
    for (const name of names) {
      const id = idOf(params[name] ?? '');
      if (id === null) return null;
      ids[name] = id;
    }
    return ids;
  };
