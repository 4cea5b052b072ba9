import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, countries, skills } from '../db/schema';
import { citiesByCountry } from './cities';
import { countryRows } from './countries';
import { skills as skillLabels } from '../../lib/vocabulary/labels';

/**
 * Countries, cities and skills. Upserted by id rather than replaced, because stored applications refer to
 * them: re-seeding must not delete what the agency received.
 */
export async function seedReference(db: Db) {
  const countryList = countryRows().map((c, i) => ({ id: i + 1, ...c }));
  await db
    .insert(countries)
    .values(countryList)
    .onConflictDoUpdate({
      target: countries.id,
      set: { code: sql`excluded.code`, es: sql`excluded.es`, en: sql`excluded.en`, pt: sql`excluded.pt` },
    });
  const idOf = new Map(countryList.map((c) => [c.code, c.id]));
  const cityList: { id: number; countryId: number; name: string }[] = [];
  for (const [code, names] of Object.entries(citiesByCountry)) {
    const countryId = idOf.get(code);
    if (!countryId) throw new Error(`Seed: unknown country ${code}`);
    for (const name of names) cityList.push({ id: cityList.length + 1, countryId, name });
  }
  await db
    .insert(cities)
    .values(cityList)
    .onConflictDoUpdate({
      target: cities.id,
      set: { countryId: sql`excluded.country_id`, name: sql`excluded.name` },
    });
  await db
    .insert(skills)
    .values(skillLabels.map((skill, i) => ({ id: i + 1, ...skill })))
    .onConflictDoUpdate({
      target: skills.id,
      set: { es: sql`excluded.es`, en: sql`excluded.en`, pt: sql`excluded.pt` },
    });
  return { skillCount: skillLabels.length };
}
