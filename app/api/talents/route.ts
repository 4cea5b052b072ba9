import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getTalentsPage } from '@/lib/api';
import { defaultLocale, locales } from '@/lib/i18n/pathnames';
import { categories } from '@/lib/talent/category';
import { SEARCH_MAX_LENGTH } from '@/lib/talent/roster-filter';
import { ROSTER_PAGE_SIZE, toTalentCard } from '@/lib/talent/card';

const querySchema = z.object({
  category: z.enum(categories),
  letter: z
    .string()
    .regex(/^[a-z]$/, 'letter must be one lower-case letter a-z')
    .optional(),
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  // The page's locale, for the card's tag.
  locale: z.enum(locales).default(defaultLocale),
});

export async function GET(request: NextRequest) {
  const params = Object.fromEntries(request.nextUrl.searchParams);
  if (params.letter === '') delete params.letter;
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) {
    return NextResponse.json(
      { message: 'Invalid query', errors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    );
  }
  const { category, letter, q, page, locale } = parsed.data;
  try {
    const result = await getTalentsPage({ category, letter, search: q, page, perPage: ROSTER_PAGE_SIZE });
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
