import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { alphabet } from '@/lib/talent/letters';
import styles from './roster.module.css';

type Props = {
  letters: readonly string[];
  selected: string | null;
  /** The roster URL with this letter (or none) and the rest of the current filter. */
  hrefFor: (letter: string | null) => string;
};

/**
 * 'All' and a–z as links, so a letter is in the URL (shared, bookmarked, without JavaScript) and combines
 * with a name search. Letters with no talent are not links; following the selected letter clears it.
 * No prefetching: each letter is a page rendered per request, and 27 prefetches per roster view would cost
 * the server more than the visitor gains.
 */
export function AlphabetFilter({ letters, selected, hrefFor }: Props) {
  const t = useTranslations('Roster');
  const available = new Set(letters);
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul className={styles.letters}>
        <li>
          <Link
            href={hrefFor(null)}
            prefetch={false}
            scroll={false}
            className={styles.letter}
            aria-current={selected === null ? 'true' : undefined}
          >
            {t('all')}
          </Link>
        </li>
        {alphabet.map((letter) => {
          const label = t('letter', { letter: letter.toUpperCase() });
          return (
            <li key={letter}>
              {available.has(letter) ? (
                <Link
                  href={hrefFor(selected === letter ? null : letter)}
                  prefetch={false}
                  scroll={false}
                  className={styles.letter}
                  aria-current={selected === letter ? 'true' : undefined}
                  aria-label={label}
                >
                  {letter.toUpperCase()}
                </Link>
              ) : (
                <span className={styles.letter} aria-disabled="true">
                  <span aria-hidden="true">{letter.toUpperCase()}</span>
                  <span className="visually-hidden">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
