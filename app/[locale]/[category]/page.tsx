import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RosterView } from '@/components/roster/roster-view';
import { getTalentsPage } from '@/lib/api';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROSTER_PAGE_SIZE } from '@/lib/talent/card';
import { isCategory } from '@/lib/talent/category';
import { noFilter } from '@/lib/talent/roster-filter';

type Props = { params: Promise<{ locale: string; category: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  if (!hasLocale(routing.locales, locale) || !isCategory(category)) return {};
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
  const { locale, category } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Before any notFound(): the 404 page reads the locale set here, not the request headers (ISR).
  setRequestLocale(locale);
  if (!isCategory(category)) notFound();
  const first = await getTalentsPage({ category, page: 1, perPage: ROSTER_PAGE_SIZE });
  return <RosterView locale={locale} category={category} filter={noFilter} first={first} />;
}
