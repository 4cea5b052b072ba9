'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import type { TalentCard as Card } from '@/lib/talent/card';
import type { Category } from '@/lib/talent/category';
import { AlphabetFilter } from './alphabet-filter';
import { EndSentinel } from './end-sentinel.client';
import styles from './roster.module.css';
import { TalentCard } from './talent-card';

type PageAnswer = { items: Card[]; letters: string[]; page: number; lastPage: number };
type Props = { category: Category; initial: PageAnswer };

/**
 * The roster list: the first 20 cards come in the HTML; the letter filter and each further 20 come from
 * `/api/talents` (DESIGN.md §6), so the page stays small however big the roster is.
 */
export function RosterBrowser({ category, initial }: Props) {
  const t = useTranslations('Roster');
  const [letter, setLetter] = useState<string | null>(null);
  const [list, setList] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  // Answers to an older letter choice are dropped when they arrive late.
  const request = useRef(0);

  const load = useCallback(
    async (nextLetter: string | null, page: number) => {
      const id = ++request.current;
      setStatus('loading');
      try {
        const query = new URLSearchParams({ category, page: String(page) });
        if (nextLetter) query.set('letter', nextLetter);
        const answer = await fetch(`/api/talents?${query}`);
        if (!answer.ok) throw new Error(String(answer.status));
        const next = (await answer.json()) as PageAnswer;
        if (id !== request.current) return;
        setList((current) => (page === 1 ? next : { ...next, items: [...current.items, ...next.items] }));
        setStatus('idle');
      } catch {
        if (id === request.current) setStatus('error');
      }
    },
    [category],
  );

  const select = (next: string | null) => {
    setLetter(next);
    void load(next, 1);
  };

  const hasMore = list.page < list.lastPage;
  return (
    <>
      <AlphabetFilter letters={initial.letters} selected={letter} onSelect={select} />
      {list.items.length === 0 && status !== 'loading' ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={status === 'loading'}>
          {list.items.map((talent, index) => (
            <TalentCard key={talent.id} talent={talent} category={category} eager={index < 2} />
          ))}
        </ul>
      )}
      <div role="status" className={styles.status}>
        {status === 'loading' ? t('loading') : t('count', { shown: list.items.length })}
      </div>
      {status === 'error' ? (
        <p className={styles.status}>
          {t('loadError')}{' '}
          <button type="button" onClick={() => void load(letter, list.items.length === 0 ? 1 : list.page + 1)}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      <EndSentinel
        onVisible={() => void load(letter, list.page + 1)}
        disabled={!hasMore || status !== 'idle'}
        resetKey={`${letter}-${list.items.length}`}
        className={styles.sentinel}
      />
    </>
  );
}
