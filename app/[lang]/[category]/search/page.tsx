import type { Metadata } from 'next';
import { pageLocale, metadataLocale } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RosterView } from '@/components/roster/roster-view';
import { getTalentsPage } from '@/lib/api';
import { redirect } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROSTER_PAGE_SIZE } from '@/lib/talent/card';
import { isCategory } from '@/lib/talent/category';
import { rosterFacets } from '@/lib/talent/roster-facets';
import { filterQuery, isFiltered, needsCleanUrl, parseRosterFilter } from '@/lib/talent/roster-filter';

type Props = {
  params: Promise<{ lang: string; category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The filtered roster: `/models?q=ana&letter=a&height_min=170&hair=Black` is rewritten here (lib/i18n/locale-routes.ts), so this page
// has no URL of its own. It reads the query, so it is rendered per request and never cached.

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const { category } = await params;
  const filter = parseRosterFilter(await searchParams);
  if (!locale || !isCategory(category) || !filter) return {};
  const t = await getTranslations({ locale, namespace: 'Roster' });
  const title = t(`${category}.metaTitle`);
  return {
    ...pageMetadata({
      locale,
      href: { pathname: '/[category]', params: { category } },
      title: filter.search ? t('searchTitle', { title, search: filter.search }) : title,
      description: t(`${category}.description`),
    }),
    // Results pages are endless variations of the roster: crawlers follow their links but index the roster.
    robots: { index: false, follow: true },
  };
}

export default async function FilteredRosterPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const query = await searchParams;
  const filter = parseRosterFilter(query);
  if (!filter) notFound();
  // The form sends its blank fields (`?q=&hair=`), and a link may carry a value that cannot be a filter
  // (`?height_min=abc`): the visitor is sent to the URL of what is actually shown, the plain roster when
  // nothing is left.
  if (needsCleanUrl(query, filter) || !isFiltered(filter)) {
    // No query at all when nothing is left: next-intl writes an empty one as a bare `?` (`/models?`).
    const clean = isFiltered(filter) ? { query: filterQuery(filter) } : {};
    redirect({ href: { pathname: '/[category]', params: { category }, ...clean }, locale });
  }
  const [first, facets] = await Promise.all([
    getTalentsPage({
      category,
      letter: filter.letter,
      search: filter.search,
      measures: filter,
      page: 1,
      perPage: ROSTER_PAGE_SIZE,
    }),
    rosterFacets(category),
  ]);
  return <RosterView locale={locale} category={category} filter={filter} first={first} facets={facets} />;
}
