import 'server-only';
import { auditSchema, staffAccountsSchema, type staffRoles } from './schemas/staff';
import { services } from './services';
import { sessionHeader, withoutContent } from './staff';

// The staff accounts and the audit log, for admins (docs/staff.md); the backend refuses editors (403).

export type StaffRole = (typeof staffRoles)[number];

export async function staffAccounts(session: string) {
  return (
    await services().panel.json(
      { path: '/api/staff/accounts', headers: sessionHeader(session) },
      staffAccountsSchema,
    )
  ).data;
}

export async function auditLog(session: string) {
  return (
    await services().panel.json({ path: '/api/staff/audit', headers: sessionHeader(session) }, auditSchema)
  ).data;
}

/** Creates an account. Throws `ApiError` (400 with field codes, 409 when the address has one). */
export async function createStaffAccount(
  session: string,
  account: { email: string; name: string; role: StaffRole; password: string },
): Promise<void> {
  await withoutContent({
    path: '/api/staff/accounts',
    method: 'POST',
    json: account,
    headers: sessionHeader(session),
  });
}

export async function deleteStaffAccount(session: string, id: number): Promise<void> {
  await withoutContent({
    path: `/api/staff/accounts/${id}`,
    method: 'DELETE',
    headers: sessionHeader(session),
  });
}
