'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { queryKeys } from '@/lib/query/keys';
import { PagedList } from '@/lib/query/paged-list.client';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import { filterQuery, type RosterFilter } from '@/lib/talent/roster-filter';
import { EndSentinel } from './end-sentinel.client';
import styles from './roster.module.css';
import { TalentCard } from './talent-card';

type Props = {
  category: Category;
  /** The filter the server rendered the first page with; a new filter is a new page (and a new browser). */
  filter: RosterFilter;
  page: number;
  lastPage: number;
  /** The ids of the cards `children` holds. */
  firstIds: number[];
  /** How many talents match the filter in all. */
  total: number;
  /** The first 20 cards, rendered on the server: they cost the browser no script to show or hydrate. */
  children: ReactNode;
};

/**
 * The roster list: the first 20 cards come in the HTML and each further 20 from `/api/talents` with the same
 * filter, so the page stays small however big the roster is.
 */
export function RosterBrowser({ category, filter, page, lastPage, firstIds, total, children }: Props) {
  const t = useTranslations('Roster');
  const locale = useLocale();
  return (
    <PagedList<Card>
      queryKey={queryKeys.talents(locale, category, filter)}
      url={(next) =>
        `/api/talents?${new URLSearchParams({ category, ...filterQuery(filter), page: String(next), locale })}`
      }
      first={{ page, lastPage }}
      firstIds={firstIds}
    >
      {({ items, hasMore, status, loadMore }) => {
        const shown = firstIds.length + items.length;
        return (
          <>
            <ul className={styles.grid} aria-busy={status === 'loading'}>
              {children}
              {items.map((talent) => (
                <TalentCard key={talent.id} talent={talent} category={category} />
              ))}
            </ul>
            <div role="status" className={styles.status}>
              {status === 'loading' ? t('loading') : t('shownOf', { shown, total })}
            </div>
            {status === 'error' ? (
              <p className={styles.status}>
                {t('loadError')}{' '}
                <button type="button" className={styles.retry} onClick={loadMore}>
                  {t('retry')}
                </button>
              </p>
            ) : null}
            <EndSentinel
              onVisible={loadMore}
              disabled={!hasMore || status !== 'idle'}
              resetKey={shown}
              className={styles.sentinel}
            />
          </>
        );
      }}
    </PagedList>
  );
}
