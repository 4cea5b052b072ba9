import type { AuditLine } from '@/lib/api/staff-accounts';
import { isAuditAction, type AuditAction } from '@/lib/contract/audit-actions';
import { staffRoles } from '@/lib/contract/staff-roles';
import { inboxStatuses } from '@/lib/api/schemas/staff';
import type { StaffT } from './locale';
import { staffPaths } from './paths';

// An audit line in the staff's words: "Deleted a picture of Ana López", the name linked to its page while
// the thing is still there (messages/staff, `audit.actions`, one sentence per act of
// lib/contract/audit-actions.ts).

/** The page of what a line is about, while it is still there (out of the trash); null for none. */
export function auditSubjectHref({ kind, id, live }: AuditLine['subject']): string | null {
  if (!live || id === null) return null;
  if (kind === 'account') return staffPaths.accounts;
  if (kind === 'application' || kind === 'contact') return staffPaths.item({ kind, id });
  if (kind === 'talent') return staffPaths.talent(id);
  if (kind === 'post') return staffPaths.post(id);
  if (kind === 'slide') return staffPaths.slides;
  return null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && values.includes(value as T);

/** The message key of an act, and the values its sentence takes (but the tag around the subject's name). */
export function auditWords(t: StaffT, line: Pick<AuditLine, 'action' | 'subject' | 'detail'>) {
  if (!isAuditAction(line.action)) return null;
  const { kind, id, name } = line.subject;
  const subject =
    name?.trim() || (kind && id !== null ? t(`audit.subjects.${kind}`, { id }) : line.subject.text);
  const { detail } = line;
  const words = oneOf(staffRoles, detail)
    ? t(`roles.${detail}`)
    : oneOf(inboxStatuses, detail)
      ? t(`inbox.statuses.${detail}`).toLowerCase()
      : '';
  return {
    key: `audit.actions.${line.action}` as const satisfies `audit.actions.${AuditAction}`,
    values: { name: subject, kind: kind ?? 'other', detail: words },
  };
}

/** An act's words with a blank for its subject, as the log's filter offers them. */
export function auditActionLabel(t: StaffT, action: AuditAction): string {
  return t.markup(`audit.actions.${action}`, {
    name: '…',
    kind: 'other',
    detail: '…',
    s: (chunks) => chunks,
  });
}
