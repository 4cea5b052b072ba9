import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationFiles, applications, contactMessages, type InboxStatus } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { pageOf, pageRows } from '../http/pagination';
import { escapeLike } from '../lib/like-pattern';

// The staff's inbox: contact messages (the favorites page's selections arrive as contact messages too) and
// applications, newest first, by status and by a search over the fields a person would look for.

export type InboxKind = 'contact' | 'application';

type ListOptions = { kind: InboxKind; status?: InboxStatus; q?: string; page: number; perPage: number };

const table = { contact: contactMessages, application: applications } as const;

/** The columns the inbox's search looks in, of each kind. */
const searched = {
  contact: [contactMessages.name, contactMessages.email, contactMessages.phone, contactMessages.message],
  application: [
    applications.name,
    applications.email,
    applications.phone,
    applications.instagram,
    applications.city,
  ],
};

function searchOf(kind: InboxKind, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...searched[kind].map((column) => ilike(column, pattern)));
}

function contactJson(row: typeof contactMessages.$inferSelect) {
  return {
    kind: 'contact' as const,
    id: row.id,
    status: row.status,
    language: row.language,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

type FileRow = typeof applicationFiles.$inferSelect;

function applicationJson(row: typeof applications.$inferSelect, files: FileRow[]) {
  return {
    kind: 'application' as const,
    id: row.id,
    status: row.status,
    language: row.language,
    name: row.name,
    gender: row.gender,
    birthdate: row.birthdate,
    height: row.height,
    nationality: row.nationality,
    country: row.country,
    city: row.city,
    email: row.email,
    phone: row.phone,
    instagram: row.instagram,
    skills: row.skills.map((skill) => skill.name),
    video: row.video,
    created_at: row.createdAt.toISOString(),
    files: files
      .filter((file) => file.applicationId === row.id)
      .map((file) => ({ id: file.id, field: file.field, mime: file.mime, bytes: file.bytes })),
  };
}

export async function listInbox(db: Db, options: ListOptions) {
  const t = table[options.kind];
  const where = and(
    options.status ? eq(t.status, options.status) : undefined,
    searchOf(options.kind, options.q),
  );
  const counting = db.select({ total: count() }).from(t).where(where);
  if (options.kind === 'contact') {
    const { rows, total } = await pageRows(
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
      counting,
      options,
    );
    return pageOf(rows.map(contactJson), options.page, options.perPage, total);
  }
  const { rows, total } = await pageRows(
    db.select().from(applications).where(where).orderBy(desc(applications.createdAt), desc(applications.id)),
    counting,
    options,
  );
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => applicationJson(row, files)),
    options.page,
    options.perPage,
    total,
  );
}

async function filesOf(db: Db, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, ids))
    .orderBy(asc(applicationFiles.field));
}

export async function inboxItem(db: Db, kind: InboxKind, id: number) {
  if (kind === 'contact') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    return row ? contactJson(row) : null;
  }
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ? applicationJson(row, await filesOf(db, [row.id])) : null;
}

/** Sets a submission's status; answers whether it exists. */
export async function setStatus(db: Db, kind: InboxKind, id: number, status: InboxStatus): Promise<boolean> {
  const t = table[kind];
  const rows = await db.update(t).set({ status }).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}

/** Erases submissions with their files; answers how many went. */
async function erase(db: Db, uploads: FileStore, kind: InboxKind, where: SQL): Promise<number> {
  let finish = async () => {};
  let erased = 0;
  await db.transaction(async (tx) => {
    if (kind === 'application') {
      const ids = await tx.select({ id: applications.id }).from(applications).where(where);
      const files = await filesOf(
        tx,
        ids.map((row) => row.id),
      );
      finish = await uploads.remove(
        tx,
        files.map((file) => file.path),
      );
    }
    const t = table[kind];
    erased = (await tx.delete(t).where(where).returning({ id: t.id })).length;
  });
  await finish();
  return erased;
}

/** Erases one submission with its files (a person's right to erasure); answers whether it existed. */
export async function eraseOne(db: Db, uploads: FileStore, kind: InboxKind, id: number): Promise<boolean> {
  return (await erase(db, uploads, kind, eq(table[kind].id, id))) > 0;
}

/** Erases what arrived before `before`, with its files (the retention rule). */
export async function eraseOlderThan(db: Db, uploads: FileStore, before: Date) {
  return {
    contact: await erase(db, uploads, 'contact', lt(contactMessages.createdAt, before)),
    application: await erase(db, uploads, 'application', lt(applications.createdAt, before)),
  };
}

/** One uploaded photo's row, for serving it to a signed-in staff member. */
export async function uploadedFile(db: Db, id: number) {
  const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, id)).limit(1);
  return file ?? null;
}
