import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAudit } from '../db/schema';
import type { StaffAccount } from './accounts';

/** One line of who saw, changed or deleted what (docs/staff.md). Never the content itself. */
export async function audit(
  db: Db,
  actor: { id: StaffAccount['id'] | null; email: string },
  action: string,
  subject: string,
  detail?: string,
): Promise<void> {
  await db.insert(staffAudit).values({
    accountId: actor.id,
    accountEmail: actor.email,
    action,
    subject,
    detail: detail ?? null,
  });
}

export async function recentAudit(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(staffAudit)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    account: row.accountEmail,
    action: row.action,
    subject: row.subject,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}
