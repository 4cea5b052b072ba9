import 'server-only';
import type { z } from 'zod';
import type { AuditAction } from '@/lib/contract/audit-actions';
import type { StaffRole } from '@/lib/contract/staff-roles';
import { auditPageSchema, type auditLineSchema } from './schemas/staff-audit';
import { staffAccountsSchema } from './schemas/staff';
import { staffChange, staffDelete, staffJson, staffListPage } from './staff';

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

export const staffAccounts = async (session: string): Promise<StaffAccountRow[]> =>
  (await staffJson(session, { path: 'accounts' }, staffAccountsSchema)).data;

/** A page of 50 lines of the audit log, newest first. */
export const auditLog = (session: string, filters: AuditFilters) =>
  staffListPage(session, { path: 'audit', query: filters }, auditPageSchema);

/** Creates an account. Throws `ApiError` (400 with field codes, 409 when the address has one). */
export const createStaffAccount = (
  session: string,
  account: { email: string; name: string; role: StaffRole; password: string },
) => staffChange(session, { path: 'accounts', method: 'POST', json: account });

/** Deletes an account. Throws `ApiError` 409 for one's own and for the last admin. */
export const deleteStaffAccount = (session: string, id: number) => staffDelete(session, `accounts/${id}`);

/**
 * Gives another account a role, from the `version` of the account the page showed. Throws `ApiError` 409
 * (`account: last_admin`) for the last admin, 409 `stale` when another changed it since (`staleVersionOf`).
 */
export const setStaffRole = (session: string, id: number, role: StaffRole, version: number) =>
  staffChange(session, { path: `accounts/${id}/role`, method: 'PUT', json: { role, version } });

/** Sets another account's password, which ends its sessions. */
export const resetStaffPassword = (session: string, id: number, password: string) =>
  staffChange(session, { path: `accounts/${id}/password`, method: 'PUT', json: { password } });

/** Changes one's own password; ends one's other sessions. Throws `ApiError` 400 (`current`) when wrong. */
export const changeOwnPassword = (session: string, current: string, password: string) =>
  staffChange(session, { path: 'account/password', method: 'PUT', json: { current, password } });
