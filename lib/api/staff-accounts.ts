import 'server-only';
import type { z } from 'zod';
import type { AuditAction } from '@/lib/contract/audit-actions';
import type { StaffRole } from '@/lib/contract/staff-roles';
import { auditPageSchema, type auditLineSchema } from './schemas/staff-audit';
import { savedVersionSchema, staffAccountsSchema } from './schemas/staff';
import { staffChange, staffJson, staffListPage } from './staff';

// The staff accounts and the audit log, for admins (docs/staff.md); the backend refuses editors (403).

export type AuditLine = z.output<typeof auditLineSchema>;

/** The audit log's filters: a member, an act, and a span of time (instants, `from` in and `to` out). */
export type AuditFilters = {
  account?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
  page: number;
};

/** An account in the admins' list, with its version (what a role change is made from). */
export type StaffAccountRow = z.output<typeof staffAccountsSchema>['data'][number];

export async function staffAccounts(session: string): Promise<StaffAccountRow[]> {
  return (await staffJson(session, { path: '/api/staff/accounts' }, staffAccountsSchema)).data;
}

/** A page of 50 lines of the audit log, newest first. */
export function auditLog(session: string, filters: AuditFilters) {
  return staffListPage(session, { path: '/api/staff/audit', query: filters }, auditPageSchema);
}

/** Creates an account. Throws `ApiError` (400 with field codes, 409 when the address has one). */
export function createStaffAccount(
  session: string,
  account: { email: string; name: string; role: StaffRole; password: string },
): Promise<void> {
  return staffChange(session, { path: '/api/staff/accounts', method: 'POST', json: account });
}

/** Deletes an account. Throws `ApiError` 409 for one's own and for the last admin. */
export function deleteStaffAccount(session: string, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/accounts/${id}`, method: 'DELETE' });
}

/**
 * Gives another account a role, from the `version` of the account the page showed. Throws `ApiError` 409
 * (`account: last_admin`) for the last admin, 409 `stale` when another changed it since (`staleVersionOf`).
 */
export async function setStaffRole(
  session: string,
  id: number,
  role: StaffRole,
  version: number,
): Promise<void> {
  const call = { path: `/api/staff/accounts/${id}/role`, method: 'PUT', json: { role, version } } as const;
  await staffJson(session, call, savedVersionSchema);
}

/** Sets another account's password, which ends its sessions. */
export function resetStaffPassword(session: string, id: number, password: string): Promise<void> {
  const call = { path: `/api/staff/accounts/${id}/password`, method: 'PUT', json: { password } } as const;
  return staffChange(session, call);
}

/** Changes one's own password; ends one's other sessions. Throws `ApiError` 400 (`current`) when wrong. */
export function changeOwnPassword(session: string, current: string, password: string): Promise<void> {
  return staffChange(session, {
    path: '/api/staff/account/password',
    method: 'PUT',
    json: { current, password },
  });
}
