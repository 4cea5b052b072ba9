import { and, eq, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { InboxKind, InboxStatus } from '../../lib/contract/inbox';
import {
  applicationFiles,
  applications,
  applicationSearched,
  contactMessages,
  contactSearched,
  countries,
  skills,
} from '../db/schema';
import { searchText } from '../db/search-text';
import type { Locale } from '../../lib/locales';
import type { FileStore } from '../files/file-store';
import { pageOf } from '../http/pagination';
import { applicationRows, contactRows, filesOf, inboxTable, type FileRow } from '../inbox/page-rows';
import { forgetNotifications } from '../notify/outbox';
import { escapeLike } from '../lib/like-pattern';
import { pick } from './pick';

// The staff's inbox: contact messages (the favorites page's selections arrive as contact messages too) and
// applications, newest first, by status and by a search over the fields a person would look for.

/** What narrows the list: a status and a search, as the inbox's URL asks. */
export type InboxFilter = { status?: InboxStatus; q?: string };
type ListOptions = InboxFilter & { kind: InboxKind; page: number; perPage: number };

const table = inboxTable;

/** The text the inbox's search looks in, of each kind: the expression its trigram index covers. */
const searched = {
  contact: searchText(contactSearched(contactMessages)),
  application: searchText(applicationSearched(applications)),
};

/** The rows of `kind` the filter keeps. */
export function inboxWhere(kind: InboxKind, filter: InboxFilter): SQL | undefined {
  const t = table[kind];
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.q ? ilike(searched[kind], `%${escapeLike(filter.q)}%`) : undefined,
  );
}

// What the staff read of a submission: not its idempotency key, the applicant's consent or the places' ids
// (namedIn names the places).
const shown = ['id', 'status', 'language', 'name', 'email', 'phone'] as const;
const shownOfApplication = [
  ...shown,
  ...['gender', 'birthdate', 'height', 'nationality', 'country', 'city', 'instagram', 'video'],
] as const satisfies (keyof typeof applications.$inferSelect)[];

function contactJson(row: typeof contactMessages.$inferSelect) {
  const created_at = row.createdAt.toISOString();
  return { kind: 'contact' as const, ...pick(row, [...shown, 'message']), created_at };
}

function applicationJson(row: typeof applications.$inferSelect, files: FileRow[]) {
  return {
    kind: 'application' as const,
    ...pick(row, shownOfApplication),
    skills: row.skills.map((skill) => skill.name),
    created_at: row.createdAt.toISOString(),
    files: files
      .filter((file) => file.applicationId === row.id)
      .map((file) => ({ id: file.id, field: file.field, mime: file.mime, bytes: file.bytes })),
  };
}

export async function listInbox(db: Db, options: ListOptions) {
  const where = inboxWhere(options.kind, options);
  if (options.kind === 'contact') {
    const { rows, total } = await contactRows(db, where, options);
    return pageOf(rows.map(contactJson), options.page, options.perPage, total);
  }
  const { rows, files, total } = await applicationRows(db, where, options);
  const data = rows.map((row) => applicationJson(row, files));
  return pageOf(data, options.page, options.perPage, total);
}

/**
 * An application's places and skills named in the staff member's language: the row keeps them as the
 * applicant's form named them, in the applicant's language, beside their ids. A name the data no longer
 * has stays as it was sent. Cities have one name in every language.
 */
async function namedIn(db: Db, row: typeof applications.$inferSelect, language: Locale) {
  const skillIds = row.skills.map((skill) => skill.id);
  const [countryRows, skillRows] = await Promise.all([
    db
      .select({ id: countries.id, name: countries[language] })
      .from(countries)
      .where(inArray(countries.id, [row.nationalityId, row.countryId])),
    skillIds.length === 0
      ? []
      : db.select({ id: skills.id, name: skills[language] }).from(skills).where(inArray(skills.id, skillIds)),
  ]);
  const country = new Map(countryRows.map((entry) => [entry.id, entry.name]));
  const skill = new Map(skillRows.map((entry) => [entry.id, entry.name]));
  return {
    nationality: country.get(row.nationalityId) ?? row.nationality,
    country: country.get(row.countryId) ?? row.country,
    skills: row.skills.map((entry) => skill.get(entry.id) ?? entry.name),
  };
}

/** One submission, an application's places and skills named in `language` (the staff member's). */
export async function inboxItem(db: Db, kind: InboxKind, id: number, language: Locale) {
  if (kind === 'contact') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    return row ? contactJson(row) : null;
  }
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  if (!row) return null;
  const [files, names] = await Promise.all([filesOf(db, [row.id]), namedIn(db, row, language)]);
  return { ...applicationJson(row, files), ...names };
}

/** Erases submissions with their files; answers the ids of those that went. */
export async function erase(db: Db, uploads: FileStore, kind: InboxKind, where: SQL): Promise<number[]> {
  let finish = async () => {};
  let erased: number[] = [];
  await db.transaction(async (tx) => {
    if (kind === 'application') {
      const ids = (await tx.select({ id: applications.id }).from(applications).where(where)).map(
        (row) => row.id,
      );
      const paths = (await filesOf(tx, ids)).map((file) => file.path);
      finish = await uploads.remove(tx, paths);
    }
    const t = table[kind];
    erased = (await tx.delete(t).where(where).returning({ id: t.id })).map((row) => row.id);
    await forgetNotifications(tx, kind, erased);
  });
  await finish();
  return erased;
}

/** Erases what arrived before `before`, with its files (the retention rule). */
export async function eraseOlderThan(db: Db, uploads: FileStore, before: Date) {
  return {
    contact: (await erase(db, uploads, 'contact', lt(contactMessages.createdAt, before))).length,
    application: (await erase(db, uploads, 'application', lt(applications.createdAt, before))).length,
  };
}

/** One uploaded photo's row, for serving it to a signed-in staff member. */
export async function uploadedFile(db: Db, id: number) {
  const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, id)).limit(1);
  return file ?? null;
}
