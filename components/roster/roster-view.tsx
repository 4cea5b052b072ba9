import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { BackButton } from '@/components/ui/back-button.client';
import type { RosterFacets, TalentsPage } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/pathnames';
import { pickMessages } from '@/lib/i18n/messages';
import { localizedPath, pageUrl } from '@/lib/seo/metadata';
import { breadcrumbs } from '@/lib/seo/site';
import { toTalentCard } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import { hasMeasureFilter, noMeasureFilter } from '@/lib/talent/measure-filter';
import { filterQuery, isFiltered, noFilter, type RosterFilter } from '@/lib/talent/roster-filter';
import { AlphabetFilter } from './alphabet-filter';
import { RosterBrowser } from './roster-browser.client';
import { RosterSearch } from './roster-search';
import styles from './roster.module.css';
import { TalentCard } from './talent-card';

type Props = {
  locale: Locale;
  category: Category;
  filter: RosterFilter;
  first: TalentsPage;
  /** The measure filters' options; `null` when the back end could not give them (the roster still shows). */
  facets: RosterFacets | null;
};

/**
 * A roster (models or talents), plain or filtered: back, title, the name search and measure filters, the letters, the result
 * count and the first 20 cards. The plain roster is a cached page; the filtered one is rendered per request.
 */
export async function RosterView({ locale, category, filter, first, facets }: Props) {
  const [t, filters, nav, messages] = await Promise.all([
    getTranslations('Roster'),
    getTranslations('RosterFilters'),
    getTranslations('Navbar'),
    getMessages(),
  ]);
  const rosterPath = localizedPath(locale, { pathname: '/[category]', params: { category } });
  const hrefFor = (next: RosterFilter) => {
    const query = new URLSearchParams(filterQuery(next)).toString();
    return query ? `${rosterPath}?${query}` : rosterPath;
  };
  const today = new Date();
  const filtered = isFiltered(filter);
  return (
    <div className={styles.page}>
      <JsonLd
        data={breadcrumbs(nav('home'), pageUrl(locale, '/'), [
          {
            name: t(`${category}.title`),
            url: pageUrl(locale, { pathname: '/[category]', params: { category } }),
          },
        ])}
      />
      <div className={styles.top}>
        <BackButton />
        <h1 className={styles.title}>{t(`${category}.title`)}</h1>
      </div>
      <RosterSearch action={rosterPath} filter={filter} facets={facets} />
      <AlphabetFilter
        letters={first.letters}
        selected={filter.letter}
        hrefFor={(letter) => hrefFor({ ...filter, letter })}
      />
      {filtered ? (
        <p className={styles.results} data-testid="roster-results">
          {filter.search
            ? t('resultsFor', { total: first.total, search: filter.search })
            : t('count', { shown: first.total })}
        </p>
      ) : null}
      {first.total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p className={styles.emptyActions}>
            {filter.search && filter.letter ? (
              <a href={hrefFor({ ...filter, letter: null })}>{t('searchAllLetters')}</a>
            ) : null}
            {hasMeasureFilter(filter) && (filter.search || filter.letter) ? (
              <a href={hrefFor({ ...filter, ...noMeasureFilter })}>{filters('clear')}</a>
            ) : null}
            <a href={hrefFor(noFilter)}>{t('showAll')}</a>
          </p>
        </div>
      ) : (
        <NextIntlClientProvider messages={pickMessages(messages, ['Common', 'Roster', 'Favorite'])}>
          <RosterBrowser
            key={`${category}?${hrefFor(filter)}`}
            category={category}
            filter={filter}
            page={first.page}
            lastPage={first.lastPage}
            firstIds={first.items.map((talent) => talent.id)}
            total={first.total}
          >
            {first.items.map((talent, index) => (
              <TalentCard
                key={talent.id}
                talent={toTalentCard(talent, today, locale)}
                category={category}
                eager={index < 2}
              />
            ))}
          </RosterBrowser>
        </NextIntlClientProvider>
      )}
    </div>
  );
}
