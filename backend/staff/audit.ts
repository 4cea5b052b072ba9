import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { agencyDay, dayStart } from '../../lib/contract/agency-day';
import { type AuditAction } from '../../lib/contract/audit-actions';
import type { Db } from '../db/client';
import { staffAccounts, staffAudit } from '../db/schema';
import { pageOf, pageRows } from '../http/pagination';
import type { StaffAccount } from './accounts';
import { subjectsNamed } from './audit-subjects';

/** One line of who saw, changed or deleted what (docs/staff.md). Never the content itself. */
export async function audit(
  db: Db,
  actor: { id: StaffAccount['id'] | null; email: string },
  action: AuditAction,
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

/**
 * A member's view of an item (an applicant's page), written once a member, item and agency's day (Mexico
 * City's): who saw whose data and when is kept, without a line for every reload, photo or return from a
 * status change. The check and the write are one statement; two views in the same instant may still both be
 * written, which loses nothing.
 */
export async function auditView(
  db: Db,
  actor: { id: StaffAccount['id']; email: string },
  action: Extract<AuditAction, 'inbox.read'>,
  subject: string,
  now = new Date(),
): Promise<void> {
  const since = dayStart(agencyDay(now));
  await db.execute(sql`
    insert into ${staffAudit} (account_id, account_email, action, subject)
    select ${actor.id}::integer, ${actor.email}::varchar, ${action}::varchar, ${subject}::varchar
    where not exists (
      select 1 from ${staffAudit}
      where ${staffAudit.accountId} = ${actor.id}::integer and ${staffAudit.action} = ${action}::varchar
        and ${staffAudit.subject} = ${subject}::varchar and ${staffAudit.at} >= ${since}::timestamptz
    )`);
}

/** The log's filters (whose lines, which act, a span of time: `from` included, `to` not) and page. */
type AuditQuery = {
  account?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
  page: number;
  perPage: number;
};

/** A page of the log, newest first, each line with its member's name and what its subject is now. */
export async function auditPage(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.account) conditions.push(eq(staffAudit.accountId, query.account));
  if (query.action) conditions.push(eq(staffAudit.action, query.action));
  if (query.from) conditions.push(gte(staffAudit.at, new Date(query.from)));
  if (query.to) conditions.push(lt(staffAudit.at, new Date(query.to)));
  const where = and(...conditions);
  const { rows, total } = await pageRows(
    db
      .select({ line: staffAudit, name: staffAccounts.name })
      .from(staffAudit)
      .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.accountId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id)),
    db.select({ total: count() }).from(staffAudit).where(where),
    query,
  );
  const subjects = await subjectsNamed(
    db,
    rows.map(({ line }) => line.subject),
  );
  const data = rows.map(({ line, name }) => ({
    id: line.id,
    at: line.at.toISOString(),
    account: { id: line.accountId, email: line.accountEmail, name },
    action: line.action,
    subject: subjects.get(line.subject) ?? { text: line.subject, kind: null, id: null, name: null },
    detail: line.detail,
  }));
  return pageOf(data, query.page, query.perPage, total);
}
