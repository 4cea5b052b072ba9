import { ListFilters } from '@/components/staff/list-filters';
import { Outcome } from '@/components/staff/outcome';
import { Pager } from '@/components/staff/pager';
import { StaffPage } from '@/components/staff/staff-page';
import styles from '@/components/staff/staff.module.css';
import { staffPosts } from '@/lib/api/staff-posts';
import { postLanguages } from '@/lib/contract/post-input';
import { signedInStaff, staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = staffTitle('news.title');

/** The news as staff see them: newest first, by language and title. */
export default async function NewsPage({ searchParams }: Props) {
  const { account, session, t } = await signedInStaff();
  const query = await searchParams;
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const language = postLanguages.find((name) => name === one('language'));
  const q = one('q')?.trim().slice(0, 100) || undefined;
  const page = Math.min(Math.max(Number(one('page')) || 1, 1), 100_000);
  const news = await staffPosts(session, { language, q, page });
  const href = (target: number) =>
    `${staffPaths.news}?${new URLSearchParams({ ...(language && { language }), ...(q && { q }), page: String(target) })}`;
  return (
    <StaffPage t={t} account={account} title={t('news.title')}>
      <Outcome notice={query.done === 'deleted' && t('news.deleted')} />
      <p>
        <a className={styles.button} href={staffPaths.newPost}>
          {t('news.new')}
        </a>
      </p>
      <ListFilters
        list="news"
        action={staffPaths.news}
        filter={{
          name: 'language',
          label: t('news.language'),
          values: postLanguages,
          words: (name) => t(`news.languages.${name}`),
          value: language,
          any: t('news.anyLanguage'),
        }}
        search={{ label: t('news.search'), value: q }}
        apply={t('news.apply')}
      />
      <p role="status">{t('news.count', { total: news.total })}</p>
      {news.items.length === 0 ? (
        <p>{t('news.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {news.items.map((post) => (
            <li key={post.id} className={styles.row}>
              <a href={staffPaths.post(post.id)}>
                <span className={styles.rowName}>
                  <span className={styles.badge}>{post.language}</span>
                  {post.title}
                </span>
                <span className={styles.rowMeta}>
                  {post.date} · /{post.slug}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pager t={t} page={news.page} lastPage={news.lastPage} href={href} />
    </StaffPage>
  );
}
