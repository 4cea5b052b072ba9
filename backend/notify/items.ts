import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, contactMessages, staffAccounts } from '../db/schema';
import type { NotifiedItem } from './mail';
import { mailLocales, type MailLocale } from './mail-words';
import type { NotifyKind } from './outbox';

/** What the mail tells of a submission, or null when it is gone (erased since it was queued). */
export async function notifiedItem(db: Db, kind: NotifyKind, id: number): Promise<NotifiedItem | null> {
  if (kind === 'contact') {
    const [row] = await db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        language: contactMessages.language,
        message: contactMessages.message,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    return row ? { kind, id, ...row } : null;
  }
  const [row] = await db
    .select({
      name: applications.name,
      email: applications.email,
      language: applications.language,
      city: applications.city,
      country: applications.country,
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) return null;
  const { city, country, ...rest } = row;
  return { kind, id, ...rest, place: `${city}, ${country}` };
}

const isMailLocale = (value: unknown): value is MailLocale => mailLocales.includes(value as MailLocale);

/**
 * The addresses grouped by the language their mail is written in: the one the staff account of the same
 * address last chose for the staff area, else Spanish (the agency's).
 */
export async function recipientsByLocale(db: Db, to: string[]): Promise<Map<MailLocale, string[]>> {
  const accounts = await db
    .select({ email: staffAccounts.email, locale: staffAccounts.locale })
    .from(staffAccounts)
    .where(inArray(staffAccounts.email, to));
  const chosen = new Map(accounts.map((account) => [account.email, account.locale]));
  const groups = new Map<MailLocale, string[]>();
  for (const address of to) {
    const locale = chosen.get(address);
    const language = isMailLocale(locale) ? locale : 'es';
    groups.set(language, [...(groups.get(language) ?? []), address]);
  }
  return groups;
}
