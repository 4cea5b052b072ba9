import { useLocale, useTranslations } from 'next-intl';
import type { RosterFacets } from '@/lib/api/types';
import { colourOptions, heightRange } from '@/lib/talent/filter-options';
import type { MeasureFilter } from '@/lib/talent/measure-filter';
import own from './measure-fields.module.css';
import styles from './roster.module.css';

type Props = { facets: RosterFacets; filter: MeasureFilter };

/**
 * Height range, hair and eye colour as plain selects of the roster's GET form: their values go into the URL
 * with the name search and the letter. Inside a `<details>` so that on a phone the cards stay near the top;
 * it is open while a measure filter is set, so the visitor sees what narrows the list.
 */
export function MeasureFields({ facets, filter }: Props) {
  const t = useTranslations('RosterFilters');
  const locale = useLocale();
  const active = [filter.heightMin, filter.heightMax, filter.hair, filter.eyes].filter(
    (v) => v !== null,
  ).length;
  const heights = facets.heights ? heightRange(facets.heights, [filter.heightMin, filter.heightMax]) : [];
  const hair = colourOptions('hair', facets.hair, filter.hair, locale);
  const eyes = colourOptions('eyes', facets.eyes, filter.eyes, locale);
  const heightSelect = (name: 'height_min' | 'height_max', value: number | null) => (
    <div className={own.field}>
      <label htmlFor={`roster-${name}`}>{t(name === 'height_min' ? 'heightMin' : 'heightMax')}</label>
      <select id={`roster-${name}`} name={name} defaultValue={value ?? ''} className={own.select}>
        <option value="">{t('any')}</option>
        {heights.map(({ cm, label }) => (
          <option key={cm} value={cm}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  const colourSelect = (name: 'hair' | 'eyes', colours: ReturnType<typeof colourOptions>) => (
    <div className={own.field}>
      <label htmlFor={`roster-${name}`}>{t(name)}</label>
      <select id={`roster-${name}`} name={name} defaultValue={colours.selectedValue} className={own.select}>
        <option value="">{t('any')}</option>
        {colours.options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <details className={own.measures} open={active > 0} data-testid="roster-filters">
      <summary className={own.summary}>
        {t('summary')}
        {active > 0 ? ` (${t('active', { count: active })})` : null}
      </summary>
      <div className={own.fields}>
        {heights.length > 0 ? heightSelect('height_min', filter.heightMin) : null}
        {heights.length > 0 ? heightSelect('height_max', filter.heightMax) : null}
        {colourSelect('hair', hair)}
        {colourSelect('eyes', eyes)}
      </div>
      <button type="submit" className={styles.searchButton}>
        {t('apply')}
      </button>
    </details>
  );
}
