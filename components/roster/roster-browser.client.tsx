'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import { filterQuery, type RosterFilter } from '@/lib/talent/roster-filter';
import { EndSentinel } from './end-sentinel.client';
import styles from './roster.module.css';
import { TalentCard } from './talent-card';

type PageAnswer = { items: Card[]; page: number; lastPage: number };

type Props = {
  category: Category;
  /** The filter the server rendered the first page with; a new filter is a new page (and a new browser). */
  filter: RosterFilter;
  page: number;
  lastPage: number;
  /** How many cards `children` holds. */
  firstCount: number;
  /** How many talents match the filter in all. */
  total: number;
  /** The first 20 cards, rendered on the server: they cost the browser no script to show or hydrate. */
  children: ReactNode;
};

/**
 * The roster list: the first 20 cards come in the HTML and each further 20 from `/api/talents` with the same
 * filter, so the page stays small however big the roster is.
 */
export function RosterBrowser({ category, filter, page, lastPage, firstCount, total, children }: Props) {
  const t = useTranslations('Roster');
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ items: Card[]; page: number; lastPage: number }>({
    items: [],
    page,
    lastPage,
  });
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  // A second sighting of the end marker while a page is on its way must not ask for the same page twice.
  const busy = useRef(false);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      const query = new URLSearchParams({
        category,
        ...filterQuery(filter),
        page: String(loaded.page + 1),
        locale,
      });
      const answer = await fetch(`/api/talents?${query}`);
      if (!answer.ok) throw new Error(String(answer.status));
      const next = (await answer.json()) as PageAnswer;
      setLoaded((current) => ({
        items: [...current.items, ...next.items],
        page: next.page,
        lastPage: next.lastPage,
      }));
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [category, filter, loaded.page, locale]);

  const shown = firstCount + loaded.items.length;
  const hasMore = loaded.page < loaded.lastPage;
  return (
    <>
      <ul className={styles.grid} aria-busy={status === 'loading'}>
        {children}
        {loaded.items.map((talent) => (
          <TalentCard key={talent.id} talent={talent} category={category} />
        ))}
      </ul>
      <div role="status" className={styles.status}>
        {status === 'loading' ? t('loading') : t('shownOf', { shown, total })}
      </div>
      {status === 'error' ? (
        <p className={styles.status}>
          {t('loadError')}{' '}
          <button type="button" className={styles.retry} onClick={() => void loadNext()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <EndSentinel
        onVisible={() => void loadNext()}
        disabled={!hasMore || status !== 'idle'}
        resetKey={shown}
        className={styles.sentinel}
      />
    </>
  );
}
