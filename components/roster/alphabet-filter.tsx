import { useTranslations } from 'next-intl';
import { PathLink } from '@/components/ui/link.client';
import { alphabet } from '@/lib/vocabulary/letters';
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
 * The site's link, so the progress bar follows a letter and a letter that cannot reach the site fails
 * in place. No prefetching: each letter is a page rendered per request, and 27 prefetches per roster view
 * would cost the server more than the visitor gains.
 */
export function AlphabetFilter({ letters, selected, hrefFor }: Props) {
  const t = useTranslations('Roster');
  const available = new Set(letters);
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul className={styles.letters}>
        <li>
          <PathLink
            href={hrefFor(null)}
            prefetch={false}
            scroll={false}
            className={styles.letter}
            aria-current={selected === null ? 'true' : undefined}
          >
            {t('all')}
          </PathLink>
        </li>
        {alphabet.map((letter) => {
          const label = t('letter', { letter: letter.toUpperCase() });
          return (
            <li key={letter}>
              {available.has(letter) ? (
                <PathLink
                  href={hrefFor(selected === letter ? null : letter)}
                  prefetch={false}
                  scroll={false}
                  className={styles.letter}
                  aria-current={selected === letter ? 'true' : undefined}
                  aria-label={label}
                >
                  {letter.toUpperCase()}
                </PathLink>
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
