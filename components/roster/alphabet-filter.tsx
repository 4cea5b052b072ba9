'use client';

import { useTranslations } from 'next-intl';
import { alphabet } from '@/lib/talent/letters';
import styles from './roster.module.css';

type Props = { letters: readonly string[]; selected: string | null; onSelect: (letter: string | null) => void };

/**
 * 'All' and a–z. Letters with no talent are disabled; pressing the selected letter clears the filter
 * (SPEC.md §2). Toggle buttons (`aria-pressed`), all reachable with Tab.
 */
export function AlphabetFilter({ letters, selected, onSelect }: Props) {
  const t = useTranslations('Roster');
  const available = new Set(letters);
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul className={styles.letters}>
        <li>
          <button type="button" className={styles.letter} aria-pressed={selected === null} onClick={() => onSelect(null)}>
            {t('all')}
          </button>
        </li>
        {alphabet.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              className={styles.letter}
              aria-pressed={selected === letter}
              aria-label={t('letter', { letter: letter.toUpperCase() })}
              disabled={!available.has(letter)}
              onClick={() => onSelect(selected === letter ? null : letter)}
            >
              {letter.toUpperCase()}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
