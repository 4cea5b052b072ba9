import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { agencyDay, dayStart } from '../../lib/contract/agency-day';
import { auditSubjects, type AuditAction, type AuditSubjectKind } from '../../lib/contract/audit-actions';
import type { Db } from '../db/client';
import {
  applications,
  contactMessages,
  posts,
  slides,
  staffAccounts,
  staffAudit,
  talents,
} from '../db/schema';
import { pageOf, pageRows } from '../http/pagination';
import type { StaffAccount } from './accounts';
import type { auditFilters } from './account-routes';
import type { listQuery } from './staff-router';

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
 * A member's view of an item, written once a member, item and agency's day (docs/staff-inbox.md, "Privacy").
 * The check and the write are one statement; two views in the same instant may still both be written.
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

/** What an audit line is about: its kind and id, what it is called now, and whether it is still there. */
type AuditSubject = {
  text: string;
  kind: AuditSubjectKind | null;
  id: number | null;
  /** Its name (a talent's, a member's, a post's title, a slide's text); null once it is gone. */
  name: string | null;
  /** Whether it is still there out of the trash, to be opened. */
  live: boolean;
};

// Each kind's table, the column that names a row of it and the one that marks it as in the trash (a row
// there is still named, but not opened). A gallery picture or a post's slide is named by no column.
const named = {
  account: { table: staffAccounts, name: staffAccounts.name, trashed: null },
  application: { table: applications, name: applications.name, trashed: null },
  contact: { table: contactMessages, name: contactMessages.name, trashed: null },
  talent: { table: talents, name: talents.name, trashed: talents.deletedAt },
  post: { table: posts, name: posts.title, trashed: posts.deletedAt },
  slide: { table: slides, name: slides.alt, trashed: slides.deletedAt },
} as const;

function parsed(text: string): { kind: AuditSubjectKind; id: number } | null {
  const match = /^([a-z]+):(\d{1,10})$/.exec(text);
  const kind = auditSubjects.find((known) => known === match?.[1]);
  return kind ? { kind, id: Number(match![2]) } : null;
}

/** The subjects of a page of the log, each named kind read once, by the text the log keeps. */
async function subjectsNamed(db: Db, texts: string[]): Promise<Map<string, AuditSubject>> {
  const subjects = new Map(
    [...new Set(texts)].map((text): [string, AuditSubject] => {
      const { kind = null, id = null } = parsed(text) ?? {};
      return [text, { text, kind, id, name: null, live: false }];
    }),
  );
  await Promise.all(
    Object.entries(named).map(async ([kind, { table, name, trashed }]) => {
      const ids = [...subjects.values()].flatMap((subject) => (subject.kind === kind ? [subject.id!] : []));
      if (ids.length === 0) return;
      const rows = await db
        .select({ id: table.id, name, trashed: trashed ?? sql<null>`null` })
        .from(table)
        .where(inArray(table.id, ids));
      for (const row of rows) {
        Object.assign(subjects.get(`${kind}:${row.id}`)!, { name: row.name, live: row.trashed === null });
      }
    }),
  );
  return subjects;
}

/** A page of the log, newest first, each line with its member's name and what its subject is now. */
export async function auditPage(db: Db, query: ReturnType<typeof listQuery<typeof auditFilters>>) {
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
    subject: subjects.get(line.subject)!,
    detail: line.detail,
  }));
  return pageOf(data, query.page, query.perPage, total);
}
