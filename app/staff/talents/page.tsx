import type { Metadata } from 'next';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { staffTalents } from '@/lib/api/staff-talents';
import { signedInStaff, staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';
import { categories } from '@/lib/vocabulary/categories';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('talents.title') };
}

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
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{t('talents.title')}</h1>
        {query.done === 'deleted' && (
          <p className={styles.notice} role="status">
            {t('talents.deleted')}
          </p>
        )}
        <p>
          <a className={styles.button} href={staffPaths.newTalent}>
            {t('talents.new')}
          </a>
        </p>
        <form className={styles.filters} method="get" action={staffPaths.talents} role="search">
          <div className={styles.field}>
            <label htmlFor="talents-category">{t('talents.category')}</label>
            <select id="talents-category" name="category" defaultValue={category ?? ''}>
              <option value="">{t('talents.anyCategory')}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {t(`talents.categories.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="talents-search">{t('talents.search')}</label>
            <input id="talents-search" name="q" type="search" defaultValue={q ?? ''} maxLength={100} />
          </div>
          <div>
            <button className={styles.button} type="submit">
              {t('talents.apply')}
            </button>
          </div>
        </form>
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
        {roster.lastPage > 1 && (
          <nav
            className={styles.pager}
            aria-label={t('inbox.page', { page: roster.page, last: roster.lastPage })}
          >
            {roster.page > 1 && <a href={href(roster.page - 1)}>{t('inbox.previous')}</a>}
            <span>{t('inbox.page', { page: roster.page, last: roster.lastPage })}</span>
            {roster.page < roster.lastPage && <a href={href(roster.page + 1)}>{t('inbox.next')}</a>}
          </nav>
        )}
      </main>
    </>
  );
}
