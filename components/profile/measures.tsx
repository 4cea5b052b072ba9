import { getLocale, getTranslations } from 'next-intl/server';
import type { TalentProfile } from '@/lib/api/types';
import { cutMeasure, formatCmWithInches } from '@/lib/talent/measures';
import { localizeValue } from '@/lib/talent/value-labels';
import styles from './profile.module.css';

/** The model's measures: lengths in cm with inches, sizes as given (cut at '/'), colours in the page's locale. */
export async function Measures({ talent }: { talent: TalentProfile }) {
  const [t, locale] = await Promise.all([getTranslations('Profile'), getLocale()]);
  const colour = (kind: 'eyes' | 'hair', value: string | null) => {
    const cut = cutMeasure(value);
    return cut && localizeValue(kind, cut, locale);
  };
  type Key = 'height' | 'bust' | 'waist' | 'hips' | 'shirt' | 'jeans' | 'shoes' | 'eyes' | 'hair';
  const rows: [Key, string | null][] = [
    ['height', formatCmWithInches(talent.height, 'height')],
    ['bust', formatCmWithInches(talent.bust, 'body')],
    ['waist', formatCmWithInches(talent.waist, 'body')],
    ['hips', formatCmWithInches(talent.hips, 'body')],
    ['shirt', cutMeasure(talent.shirt)],
    ['jeans', cutMeasure(talent.jeans)],
    ['shoes', cutMeasure(talent.shoes)],
    ['eyes', colour('eyes', talent.eyes)],
    ['hair', colour('hair', talent.hair)],
  ];
  const shown = rows.filter((row): row is [Key, string] => row[1] != null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="measures-title">
      <h2 id="measures-title" className={styles.sectionTitle}>
        {t('measures')}
      </h2>
      <dl className={styles.measures}>
        {shown.map(([key, value]) => (
          <div key={key} className={styles.measure} data-measure={key}>
            <dt>{t(`measure.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
