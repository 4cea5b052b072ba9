import { inboxKinds } from '@/lib/api/schemas/staff';
import type { StaffSubject } from './paths';

/** A row id as a URL or a form names it (`12`), or null for anything else. */
export function idOf(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** A row of one of `kinds` named by a URL or a form (`kind`, `id`), or null when it names nothing. */
export function kindAndIdOf<K extends string>(
  kinds: readonly K[],
  params: Record<string, string | undefined>,
): { kind: K; id: number } | null {
  const kind = kinds.find((known) => known === params.kind);
  const id = idOf(params.id ?? '');
  return kind && id !== null ? { kind, id } : null;
}

/** A submission named in a staff URL (`/staff/inbox/application/12`): anything else is no page. */
export const subjectOf = (params: Record<string, string | undefined>): StaffSubject | null =>
  kindAndIdOf(inboxKinds, params);
