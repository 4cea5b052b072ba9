import { inArray } from 'drizzle-orm';
import type { Locale } from '../../lib/locales';
import type { Db } from '../db/client';
import { applications, countries, skills } from '../db/schema';

/**
 * An application's places and skills named in the staff member's language: the row keeps them as the
 * applicant's form named them, in the applicant's language, beside their ids. A name the data no longer
 * has stays as it was sent. Cities have one name in every language.
 */
export async function namedIn(db: Db, row: typeof applications.$inferSelect, language: Locale) {
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
