import 'server-only';
import type { StaffRole } from '@/lib/contract/staff-roles';
import { auditSchema, staffAccountsSchema } from './schemas/staff';
import { staffChange, staffJson } from './staff';

// The staff accounts and the audit log, for admins (docs/staff.md); the backend refuses editors (403).

export async function staffAccounts(session: string) {
  return (await staffJson(session, { path: '/api/staff/accounts' }, staffAccountsSchema)).data;
}

export async function auditLog(session: string) {
  return (await staffJson(session, { path: '/api/staff/audit' }, auditSchema)).data;
}

/** Creates an account. Throws `ApiError` (400 with field codes, 409 when the address has one). */
export function createStaffAccount(
  session: string,
  account: { email: string; name: string; role: StaffRole; password: string },
): Promise<void> {
  return staffChange(session, { path: '/api/staff/accounts', method: 'POST', json: account });
}

export function deleteStaffAccount(session: string, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/accounts/${id}`, method: 'DELETE' });
}
