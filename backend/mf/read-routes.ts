import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { cities, countries, skills } from '../db/schema';
import { requireToken } from '../http/auth';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { loadProfile } from './profile';
import { talentFacets } from './talent-facets';
import { locales } from '../../lib/locales';

const language = z.enum(locales).default('pt');
const flag = z.string().max(10).optional();
const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value, 'es');

/** Talent profile and the localized attribute lists of the application form. */
export function mfReadRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireToken(deps.db, 'mf');

  app.get('/api/talent/profile', auth, async (c) => {
    const query = parseOrThrow(
      z.object({ language, id: z.string().max(20).optional(), cover2: flag, skills: flag, tags: flag }),
      c.req.query(),
    );
    // A non-numeric id names no talent: 404 like an unknown one, as the contract says.
    if (!query.id || !/^[1-9]\d{0,9}$/.test(query.id) || Number(query.id) > 2_147_483_647) throw notFound();
    const profile = await loadProfile(deps, Number(query.id), query.language);
    if (!profile) throw notFound();
    return c.json({ data: profile });
  });

  app.get('/api/talents/attributes', auth, async (c) => {
    const query = parseOrThrow(
      z.object({
        language: z.enum(locales).default('es'),
        countries: flag,
        cities: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        skills: flag,
        hair: flag,
        eyes: flag,
        heights: flag,
        category: z
          .enum(['1', '1891'])
          .transform(Number)
          .pipe(z.union([z.literal(1), z.literal(1891)]))
          .optional(),
      }),
      c.req.query(),
    );
    const lang = query.language;
    const asked = (value: string | undefined) => value !== undefined && value !== '0';
    const data: Record<string, unknown> = await talentFacets(db, {
      category: query.category,
      hair: asked(query.hair),
      eyes: asked(query.eyes),
      heights: asked(query.heights),
    });
    if (query.countries !== undefined && query.countries !== '0') {
      const rows = await db.select({ id: countries.id, value: countries[lang] }).from(countries);
      data.countries = rows.sort(byValue);
    }
    if (query.cities !== undefined) {
      data.cities = await db
        .select({ id: cities.id, value: cities.name })
        .from(cities)
        .where(eq(cities.countryId, query.cities))
        .orderBy(asc(cities.name));
    }
    if (query.skills !== undefined && query.skills !== '0') {
      const rows = await db.select({ id: skills.id, skill: skills[lang] }).from(skills);
      data.skills = rows.sort((a, b) => a.skill.localeCompare(b.skill, lang));
    }
    return c.json({ data });
  });

  return app;
}
