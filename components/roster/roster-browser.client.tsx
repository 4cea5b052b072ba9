'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import { AlphabetFilter } from './alphabet-filter';
import { EndSentinel } from './end-sentinel.client';
import styles from './roster.module.css';
import { TalentCard } from './talent-card';

type PageAnswer = { items: Card[]; letters: string[]; page: number; lastPage: number };

type Props = {
  category: Category;
  letters: string[];
  page: number;
  lastPage: number;
  /** How many cards `children` holds. */
  firstCount: number;
  /** The first 20 cards, rendered on the server: they cost the browser no script to show or hydrate. */
  children: ReactNode;
};

/** What the browser itself rendered: cards after the server's (no letter) or a letter's cards. */
type Loaded = { letter: string | null; items: Card[]; page: number; lastPage: number };

/**
 * The roster list: the first 20 cards come in the HTML; the letter filter and each further 20 come from
 * `/api/talents` (DESIGN.md §6), so the page stays small however big the roster is.
 */
export function RosterBrowser({ category, letters, page, lastPage, firstCount, children }: Props) {
  const t = useTranslations('Roster');
  const [letter, setLetter] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ letter: null, items: [], page, lastPage });
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  // Answers to an older letter choice are dropped when they arrive late.
  const request = useRef(0);

  const load = useCallback(
    async (letter: string | null, nextPage: number) => {
      const id = ++request.current;
      setStatus('loading');
      try {
        const query = new URLSearchParams({ category, page: String(nextPage) });
        if (letter) query.set('letter', letter);
        const answer = await fetch(`/api/talents?${query}`);
        if (!answer.ok) throw new Error(String(answer.status));
        const next = (await answer.json()) as PageAnswer;
        if (id !== request.current) return;
        setLoaded((current) => ({
          letter,
          items: current.letter === letter ? [...current.items, ...next.items] : next.items,
          page: next.page,
          lastPage: next.lastPage,
        }));
        setStatus('idle');
      } catch {
        if (id === request.current) setStatus('error');
      }
    },
    [category],
  );

  const select = (next: string | null) => {
    setLetter(next);
    if (next === null) {
      // 'All' again: the server's cards are still here; no request needed.
      request.current++;
      setLoaded({ letter: null, items: [], page, lastPage });
      setStatus('idle');
      return;
    }
    void load(next, 1);
  };

  // While a letter's first page is on its way, the previous list stays (marked busy).
  const showsFirst = loaded.letter === null;
  const shown = (showsFirst ? firstCount : 0) + loaded.items.length;
  const hasMore = loaded.page < loaded.lastPage;
  return (
    <>
      <AlphabetFilter letters={letters} selected={letter} onSelect={select} />
      {shown === 0 && status !== 'loading' ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={status === 'loading'}>
          {showsFirst ? children : null}
          {loaded.items.map((talent, index) => (
            <TalentCard key={talent.id} talent={talent} category={category} eager={!showsFirst && index < 2} />
          ))}
        </ul>
      )}
      <div role="status" className={styles.status}>
        {status === 'loading' ? t('loading') : t('count', { shown })}
      </div>
      {status === 'error' ? (
        <p className={styles.status}>
          {t('loadError')}{' '}
          <button
            type="button"
            onClick={() => void load(letter, letter !== loaded.letter ? 1 : loaded.page + 1)}
          >
            {t('retry')}
          </button>
        </p>
      ) : null}
      <EndSentinel
        onVisible={() => void load(loaded.letter, loaded.page + 1)}
        disabled={!hasMore || status !== 'idle'}
        resetKey={`${loaded.letter}-${shown}`}
        className={styles.sentinel}
      />
    </>
  );
}
