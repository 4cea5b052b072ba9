import Form from 'next/form';
import { useTranslations } from 'next-intl';
import type { RosterFacets } from '@/lib/api/types';
import { SEARCH_MAX_LENGTH, type RosterFilter } from '@/lib/talent/roster-filter';
import { MeasureFields } from './measure-fields';
import styles from './roster.module.css';

type Props = {
  /** The roster's own URL: the search is sent there as `?q=`, the filtered view answers it. */
  action: string;
  filter: RosterFilter;
  /** What the measure filters offer; without it (the back end could not say) the form is the name search. */
  facets: RosterFacets | null;
};

/**
 * A search by name: a plain GET form (it works without JavaScript, and the result has a URL to share); with
 * JavaScript, next/form turns the submission into an in-app navigation. The selected letter travels along
 * and the measure filters are fields of the same form, so every filter combines. Blank fields come along too
 * (`?q=&hair=`); the filtered view redirects to the URL without them.
 */
export function RosterSearch({ action, filter, facets }: Props) {
  const t = useTranslations('Roster');
  return (
    <Form action={action} role="search" className={styles.search} prefetch={false}>
      <label htmlFor="roster-search" className={styles.searchLabel}>
        {t('searchLabel')}
      </label>
      <div className={styles.searchRow}>
        <input
          id="roster-search"
          className={styles.searchInput}
          type="search"
          name="q"
          defaultValue={filter.search ?? ''}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
        {filter.letter ? <input type="hidden" name="letter" value={filter.letter} /> : null}
        <button type="submit" className={styles.searchButton}>
          {t('searchButton')}
        </button>
      </div>
      {facets ? <MeasureFields facets={facets} filter={filter} /> : null}
    </Form>
  );
}
