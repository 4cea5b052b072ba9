import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getPostsPage } from '@/lib/api';
import { NEWS_PAGE_SIZE } from '@/lib/news/card';
import { toNewsCard } from '@/lib/news/to-card';
import { locales } from '@/lib/locales';

const querySchema = z.object({
  locale: z.enum(locales),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

// Further pages of the news list, loaded on scroll (docs/caching.md, "Lists").
export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    return NextResponse.json(
      { message: 'Invalid query', errors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    );
  }
  const { locale, page } = parsed.data;
  try {
    const result = await getPostsPage({ locale, page, perPage: NEWS_PAGE_SIZE });
    return NextResponse.json(
      { items: result.items.map(toNewsCard), page: result.page, lastPage: result.lastPage },
      { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600' } },
    );
  } catch {
    return NextResponse.json({ message: 'The news are not available right now' }, { status: 503 });
  }
}
