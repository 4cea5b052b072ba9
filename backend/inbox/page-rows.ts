import { asc, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationFiles, applications, contactMessages } from '../db/schema';
import { pageRows } from '../http/pagination';

// The one query of the inbox: a page of what arrived, newest first, with an application's files. The
// staff's inbox (staff/inbox.ts) and the operator's `npm run inbox` (operator/inbox-page.ts) read it, each
// answering it in its own JSON.

type Page = { page: number; perPage: number };

export const inboxTable = { contact: contactMessages, application: applications } as const;

export type FileRow = typeof applicationFiles.$inferSelect;

/** A page of the contact messages `where` keeps, newest first, and how many it keeps in all. */
export function contactRows(db: Db, where: SQL | undefined, page: Page) {
  return pageRows(
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    db.select({ total: count() }).from(contactMessages).where(where),
    page,
  );
}

/** A page of the applications `where` keeps, newest first, with their files, and how many it keeps. */
export async function applicationRows(db: Db, where: SQL | undefined, page: Page) {
  const { rows, total } = await pageRows(
    db.select().from(applications).where(where).orderBy(desc(applications.createdAt), desc(applications.id)),
    db.select({ total: count() }).from(applications).where(where),
    page,
  );
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows, files, total };
}

/** The files of the applications `ids`, by field. */
export async function filesOf(db: Db, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, ids))
    .orderBy(asc(applicationFiles.field));
}
