import { catalogPage } from '@/components/staff/catalog-page';
import styles from '@/components/staff/staff.module.css';
import { staffTalents } from '@/lib/api/staff-talents';
import { staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { categories } from '@/lib/vocabulary/categories';

export const generateMetadata = staffTitle('talents.title');

/** The roster as staff see it: newest first, each marked draft or published, by name and roster. */
export default catalogPage({
  list: 'talents',
  path: staffPaths.talents,
  create: staffPaths.newTalent,
  filter: { name: 'category', values: categories },
  words: (t) => ({
    label: t('talents.category'),
    words: (name) => t(`talents.categories.${name}`),
    any: t('talents.anyCategory'),
  }),
  load: (session, { value, q, page }) => staffTalents(session, { category: value, q, page }),
  rows: (roster, t) => (
    <ul className={styles.grid}>
      {roster.map((talent) => (
        <li key={talent.id} className={styles.card}>
          <a href={staffPaths.talent(talent.id)}>
            {talent.cover ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={talent.cover} alt="" width={144} height={192} loading="lazy" />
            ) : (
              <span className={styles.cardEmpty}>{t('talents.noCover')}</span>
            )}
            <span className={styles.rowName}>
              <span className={styles.badge}>
                {talent.hidden ? t('drafts.draft') : t('drafts.published')}
              </span>
              {talent.name}
            </span>
            <span className={styles.rowMeta}>{t(`talents.categories.${talent.category}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  ),
});
