import { ListFilters } from '@/components/staff/list-filters';
import { Outcome } from '@/components/staff/outcome';
import { Pager } from '@/components/staff/pager';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { staffTalents } from '@/lib/api/staff-talents';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { categories } from '@/lib/vocabulary/categories';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = staffTitle('talents.title');

/** The roster as staff see it: newest first, hidden ones included and marked, by name and roster. */
export default async function TalentsPage({ searchParams }: Props) {
  const { account, session, t } = await signedInStaff();
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const category = categories.find((name) => name === one('category'));
  const q = one('q')?.trim().slice(0, 100) || undefined;
  const page = Math.min(Math.max(Number(one('page')) || 1, 1), 100_000);
  const roster = await staffTalents(session, { category, q, page });
  const href = (target: number) => {
    const params = new URLSearchParams({
      ...(category && { category }),
      ...(q && { q }),
      page: String(target),
    });
    return `${staffPaths.talents}?${params}`;
  };
  return (
    <StaffPage t={t} account={account} title={t('talents.title')}>
      <Outcome notice={query.done === 'deleted' && t('talents.deleted')} />
      <p>
        <a className={styles.button} href={staffPaths.newTalent}>
          {t('talents.new')}
        </a>
      </p>
      <ListFilters
        list="talents"
        action={staffPaths.talents}
        filter={{
          name: 'category',
          label: t('talents.category'),
          values: categories,
          words: (name) => t(`talents.categories.${name}`),
          value: category,
          any: t('talents.anyCategory'),
        }}
        search={{ label: t('talents.search'), value: q }}
        apply={t('talents.apply')}
      />
      <p role="status">{t('talents.count', { total: roster.total })}</p>
      {roster.items.length === 0 ? (
        <p>{t('talents.empty')}</p>
      ) : (
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
                  {talent.hidden && <span className={styles.badge}>{t('talents.hidden')}</span>}
                  {talent.name}
                </span>
                <span className={styles.rowMeta}>{t(`talents.categories.${talent.category}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pager t={t} page={roster.page} lastPage={roster.lastPage} href={href} />
    </StaffPage>
  );
}
