import { useTranslations } from 'next-intl';
import roster from '@/components/roster/roster.module.css';
import { TalentCard } from '@/components/roster/talent-card';
import type { SharedSelection } from '@/lib/favorites/shared-selection';
import { MAX_SHARED } from '@/lib/favorites/shared-ids';
import { AddAllButton } from './add-all-button.client';
import { FavoritesEmpty } from './favorites-empty';
import styles from './favorites.module.css';
import { SelectionForm } from './selection-form.client';

/**
 * A shared selection: what is missing from it said first, then the talents as roster cards (each with its
 * heart), "add all to my favorites" and the form that sends the selection to the agency, as on the
 * favorites page. Rendered on the server; the client leaves need the page's message provider.
 */
export function SharedSelectionView({ selection }: { selection: SharedSelection }) {
  const t = useTranslations('SharedSelection');
  const { talents, unavailable, beyond } = selection;
  return (
    <>
      {unavailable > 0 ? (
        <p className={styles.notice} data-testid="shared-unavailable">
          {t('unavailable', { count: unavailable })}
        </p>
      ) : null}
      {beyond > 0 ? (
        <p className={styles.notice} data-testid="shared-beyond">
          {t('beyond', { max: MAX_SHARED })}
        </p>
      ) : null}
      {talents.length === 0 ? (
        <FavoritesEmpty title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <>
          <p className={styles.count}>{t('count', { count: talents.length })}</p>
          <AddAllButton talents={talents} />
          <ul className={roster.grid} aria-label={t('listLabel')}>
            {talents.map((talent, index) => (
              <TalentCard key={talent.id} talent={talent} category={talent.category} eager={index < 2} />
            ))}
          </ul>
          <SelectionForm favorites={talents} />
        </>
      )}
    </>
  );
}
