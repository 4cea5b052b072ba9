import type { Metadata } from 'next';
import { pageLocale, metadataLocale } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RosterView } from '@/components/roster/roster-view';
import { getTalentsPage } from '@/lib/api';
import { rosterFacets } from '@/lib/talent/roster-facets';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROSTER_PAGE_SIZE } from '@/lib/talent/card';
import { isCategory } from '@/lib/talent/category';
import { noFilter } from '@/lib/talent/roster-filter';

type Props = { params: Promise<{ lang: string; category: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const { category } = await params;
  if (!locale || !isCategory(category)) return {};
  const t = await getTranslations({ locale, namespace: 'Roster' });
  const first = await getTalentsPage({ category, page: 1, perPage: ROSTER_PAGE_SIZE }).catch(() => null);
  return pageMetadata({
    locale,
    href: { pathname: '/[category]', params: { category } },
    title: t(`${category}.metaTitle`),
    description: t(`${category}.description`),
    image: first?.items.find((talent) => talent.coverUrl)?.coverUrl,
  });
}

/**
 * A whole roster, cached like every plain page. A search or a letter in the URL is answered by the filtered
 * view next to this file (`search/`), which the locale routing sends such URLs to.
 */
export default async function RosterPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const [first, facets] = await Promise.all([
    getTalentsPage({ category, page: 1, perPage: ROSTER_PAGE_SIZE }),
    rosterFacets(category),
  ]);
  return <RosterView locale={locale} category={category} filter={noFilter} first={first} facets={facets} />;
}
