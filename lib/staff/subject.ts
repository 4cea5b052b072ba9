import { z } from 'zod';
import { inboxKinds } from '@/lib/api/schemas/staff';
import type { StaffSubject } from './paths';

// A submission named in a staff URL (`/staff/inbox/application/12`): anything else is no page.
const subjectSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export function subjectOf(params: { kind: string; id: string }): StaffSubject | null {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) return null;
  const parsed = subjectSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}
