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
import { isFiltered, parseRosterFilter } from '@/lib/talent/roster-filter';

type Props = {
  params: Promise<{ lang: string; category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The filtered roster: `/models?q=ana&letter=a` is rewritten here (lib/i18n/locale-routes.ts), so this page
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
  const filter = parseRosterFilter(await searchParams);
  if (!filter) notFound();
  // An emptied search box sends `?q=`: that is the whole roster, at its own URL.
  if (!isFiltered(filter)) redirect({ href: { pathname: '/[category]', params: { category } }, locale });
  const first = await getTalentsPage({
    category,
    letter: filter.letter,
    search: filter.search,
    page: 1,
    perPage: ROSTER_PAGE_SIZE,
  });
  return <RosterView locale={locale} category={category} filter={filter} first={first} />;
}
