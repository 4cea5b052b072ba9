import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RosterBrowser } from '@/components/roster/roster-browser.client';
import styles from '@/components/roster/roster.module.css';
import { TalentCard } from '@/components/roster/talent-card';
import { JsonLd } from '@/components/seo/json-ld';
import { BackButton } from '@/components/ui/back-button.client';
import { getTalentsPage } from '@/lib/api';
import { pickMessages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata, pageUrl } from '@/lib/seo/metadata';
import { breadcrumbs } from '@/lib/seo/site';
import { ROSTER_PAGE_SIZE, toTalentCard } from '@/lib/talent/card';
import { isCategory } from '@/lib/talent/category';

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

/** A roster (models or talents): back, title, the letter filter and the first 20 cards. */
export default async function RosterPage({ params }: Props) {
  const { locale, category } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Before any notFound(): the 404 page reads the locale set here, not the request headers (ISR).
  setRequestLocale(locale);
  if (!isCategory(category)) notFound();
  const [first, t, nav, messages] = await Promise.all([
    getTalentsPage({ category, page: 1, perPage: ROSTER_PAGE_SIZE }),
    getTranslations('Roster'),
    getTranslations('Navbar'),
    getMessages(),
  ]);
  const today = new Date();
  return (
    <div className={styles.page}>
      <JsonLd
        data={breadcrumbs(nav('home'), pageUrl(locale, '/'), [
          { name: t(`${category}.title`), url: pageUrl(locale, { pathname: '/[category]', params: { category } }) },
        ])}
      />
      <NextIntlClientProvider messages={pickMessages(messages, ['Common', 'Roster', 'Favorite'])}>
        <div className={styles.top}>
          <BackButton />
          <h1 className={styles.title}>{t(`${category}.title`)}</h1>
        </div>
        <RosterBrowser
          key={category}
          category={category}
          letters={first.letters}
          page={first.page}
          lastPage={first.lastPage}
          firstCount={first.items.length}
        >
          {first.items.map((talent, index) => (
            <TalentCard key={talent.id} talent={toTalentCard(talent, today)} category={category} eager={index < 2} />
          ))}
        </RosterBrowser>
      </NextIntlClientProvider>
    </div>
  );
}
