import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getTalentsPage } from '@/lib/api';
import { defaultLocale, locales } from '@/lib/i18n/pathnames';
import { categories } from '@/lib/talent/category';
import { HEIGHT_BOUNDS, parseColour } from '@/lib/talent/measure-filter';
import { SEARCH_MAX_LENGTH } from '@/lib/talent/roster-filter';
import { ROSTER_PAGE_SIZE, toTalentCard } from '@/lib/talent/card';

const height = z
  .string()
  .regex(/^\d{1,3}$/, 'a height is whole centimetres')
  .transform(Number)
  .pipe(z.number().min(HEIGHT_BOUNDS.min).max(HEIGHT_BOUNDS.max));
const colour = z.string().refine((value) => parseColour(value) !== null, 'not a colour name');

const querySchema = z
  .object({
    category: z.enum(categories),
    letter: z
      .string()
      .regex(/^[a-z]$/, 'letter must be one lower-case letter a-z')
      .optional(),
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    height_min: height.optional(),
    height_max: height.optional(),
    hair: colour.optional(),
    eyes: colour.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    // The page's locale, for the card's tag.
    locale: z.enum(locales).default(defaultLocale),
  })
  .refine((query) => !(query.height_min && query.height_max && query.height_min > query.height_max), {
    path: ['height_min'],
    message: 'height_min must not be above height_max',
  });

// The browser sends only what the roster view sets (filterQuery); blank values are tolerated as absent.
const optionalKeys = ['letter', 'height_min', 'height_max', 'hair', 'eyes'] as const;

export async function GET(request: NextRequest) {
  const params = Object.fromEntries(request.nextUrl.searchParams);
  for (const key of optionalKeys) if (params[key] === '') delete params[key];
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) {
    return NextResponse.json(
      { message: 'Invalid query', errors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    );
  }
  const { category, letter, q, page, locale } = parsed.data;
  const measures = {
    heightMin: parsed.data.height_min ?? null,
    heightMax: parsed.data.height_max ?? null,
    hair: parsed.data.hair ? parseColour(parsed.data.hair) : null,
    eyes: parsed.data.eyes ? parseColour(parsed.data.eyes) : null,
  };
  try {
    const result = await getTalentsPage({
      category,
      letter,
      search: q,
      measures,
      page,
      perPage: ROSTER_PAGE_SIZE,
    });
    const today = new Date();
    return NextResponse.json(
      {
        items: result.items.map((talent) => toTalentCard(talent, today, locale)),
        letters: result.letters,
        page: result.page,
        lastPage: result.lastPage,
        total: result.total,
      },
      { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } },
    );
  } catch {
    return NextResponse.json({ message: 'The roster is not available right now' }, { status: 503 });
  }
}
