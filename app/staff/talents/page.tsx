import { CatalogPage, catalogQuery } from '@/components/staff/catalog-page';
import styles from '@/components/staff/staff.module.css';
import { staffTalents } from '@/lib/api/staff-talents';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { categories } from '@/lib/vocabulary/categories';

export const generateMetadata = staffTitle('talents.title');

/** The roster as staff see it: newest first, each marked draft or published, by name and roster. */
export default async function TalentsPage({ searchParams }: StaffPageProps) {
  const { account, session, t } = await signedInStaff();
  const query = catalogQuery(await searchParams, staffPaths.talents, {
    name: 'category',
    values: categories,
  });
  const roster = await staffTalents(session, { category: query.value, q: query.q, page: query.page });
  return (
    <CatalogPage
      t={t}
      account={account}
      list="talents"
      create={staffPaths.newTalent}
      query={query}
      filter={{
        label: t('talents.category'),
        words: (name) => t(`talents.categories.${name}`),
        any: t('talents.anyCategory'),
      }}
      pages={roster}
    >
      {roster.items.length > 0 && (
        <ul className={styles.grid}>
          {roster.items.map((talent) => (
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
      )}
    </CatalogPage>
  );
}
