import { inArray, sql } from 'drizzle-orm';
import { auditSubjects, type AuditSubjectKind } from '../../lib/contract/audit-actions';
import type { Db } from '../db/client';
import { applications, contactMessages, posts, slides, staffAccounts, talents } from '../db/schema';

/** What an audit line is about: its kind and id, what it is called now, and whether it is still there. */
export type AuditSubject = {
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

const isNamed = (kind: AuditSubjectKind): kind is keyof typeof named => kind in named;

function parsed(text: string): { kind: AuditSubjectKind; id: number } | null {
  const match = /^([a-z]+):(\d{1,10})$/.exec(text);
  const kind = auditSubjects.find((known) => known === match?.[1]);
  return kind ? { kind, id: Number(match![2]) } : null;
}

/** The subjects of a page of the log, each read once per kind, by the text the log keeps. */
export async function subjectsNamed(db: Db, texts: string[]): Promise<Map<string, AuditSubject>> {
  const subjects = new Map<string, AuditSubject>();
  const wanted = new Map<AuditSubjectKind, Set<number>>();
  for (const text of new Set(texts)) {
    const subject = parsed(text);
    subjects.set(text, {
      text,
      kind: subject?.kind ?? null,
      id: subject?.id ?? null,
      name: null,
      live: false,
    });
    if (!subject || !isNamed(subject.kind)) continue;
    const ids = wanted.get(subject.kind) ?? new Set();
    wanted.set(subject.kind, ids.add(subject.id));
  }
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      if (!isNamed(kind)) return;
      const { table, name, trashed } = named[kind];
      const rows = await db
        .select({ id: table.id, name, trashed: trashed ?? sql<null>`null` })
        .from(table)
        .where(inArray(table.id, [...ids]));
      for (const row of rows) {
        Object.assign(subjects.get(`${kind}:${row.id}`)!, { name: row.name, live: row.trashed === null });
      }
    }),
  );
  return subjects;
}
