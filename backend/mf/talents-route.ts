import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { tags, talents, talentTags } from '../db/schema';
import { requireToken } from '../http/auth';
import type { Deps } from '../http/deps';
import { parseOrThrow } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { pageNumber, pageOf, pageRows } from '../http/pagination';
import { foldName } from '../lib/fold';
import { checkHeightRange, measureConditions, measureFilterShape } from './talent-filters';
import { talentListJson } from './talent-json';
import { escapeLike } from '../lib/like-pattern';
import { shown } from './shown-talents';
import { locales } from '../../lib/locales';

const querySchema = z.object({
  language: z.enum(locales).default('pt'),
  paginate: z.coerce.number().int().min(1).max(1000).default(20),
  page: pageNumber,
  tags: z.string().max(5).optional(),
});

const bodySchema = z
  .object({
    category: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(1891)]))
      .optional(),
    letter: z
      .string()
      .regex(/^[a-zA-Z]$/)
      .transform((l) => l.toLowerCase())
      .optional(),
    search: z.string().max(100).optional(),
    ...measureFilterShape,
  })
  .superRefine(checkHeightRange);

/**
 * `POST /api/talents`: the roster, filtered (category, letter, name, height range, hair, eyes), sorted by name,
 * with the letters that have talents in the category.
 */
export function talentsRoute(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  const auth = requireToken(deps.db, 'mf');
  app.post('/api/talents', auth, async (c) => {
    const query = parseOrThrow(querySchema, c.req.query());
    const filters = await jsonBody(c, bodySchema, { emptyAs: {} });

    const inCategory = filters.category === undefined ? undefined : eq(talents.categoryId, filters.category);
    const conditions: SQL[] = [shown];
    if (inCategory) conditions.push(inCategory);
    if (filters.letter) conditions.push(eq(talents.letter, filters.letter));
    const search = filters.search ? foldName(filters.search) : '';
    if (search) conditions.push(like(talents.nameKey, `%${escapeLike(search)}%`));
    conditions.push(...measureConditions(filters));
    const where = and(...conditions);

    const [letterRows, { rows, total }] = await Promise.all([
      db
        .selectDistinct({ letter: talents.letter })
        .from(talents)
        .where(and(inCategory, shown))
        .orderBy(asc(talents.letter)),
      pageRows(
        db.select().from(talents).where(where).orderBy(asc(talents.nameKey), asc(talents.id)),
        db.select({ total: count() }).from(talents).where(where),
        { page: query.page, perPage: query.paginate },
      ),
    ]);
    const tagRows =
      rows.length === 0
        ? []
        : await db
            .select({ talentId: talentTags.talentId, id: tags.id, name: tags.name })
            .from(talentTags)
            .innerJoin(tags, eq(tags.id, talentTags.tagId))
            .where(
              inArray(
                talentTags.talentId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(talentTags.position));
    const data = rows.map((t) =>
      talentListJson(
        deps,
        t,
        tagRows.filter((tag) => tag.talentId === t.id).map(({ id, name }) => ({ id, name })),
      ),
    );
    return c.json({
      data: pageOf(data, query.page, query.paginate, total),
      letters: letterRows.map((r) => r.letter).filter((l) => /^[a-z]$/.test(l)),
    });
  });
  return app;
}
