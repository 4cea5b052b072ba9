import type { Metadata } from 'next';
import { StaffBar } from '@/components/staff/staff-bar';
import styles from '@/components/staff/staff.module.css';
import { staffPosts } from '@/lib/api/staff-posts';
import { postLanguages } from '@/lib/contract/post-input';
import { signedInStaff, staffRequest } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await staffRequest();
  return { title: t('news.title') };
}

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
    <>
      <StaffBar t={t} account={account} />
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{t('news.title')}</h1>
        {query.done === 'deleted' && (
          <p className={styles.notice} role="status">
            {t('news.deleted')}
          </p>
        )}
        <p>
          <a className={styles.button} href={staffPaths.newPost}>
            {t('news.new')}
          </a>
        </p>
        <form className={styles.filters} method="get" action={staffPaths.news} role="search">
          <div className={styles.field}>
            <label htmlFor="news-language">{t('news.language')}</label>
            <select id="news-language" name="language" defaultValue={language ?? ''}>
              <option value="">{t('news.anyLanguage')}</option>
              {postLanguages.map((name) => (
                <option key={name} value={name}>
                  {t(`news.languages.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="news-search">{t('news.search')}</label>
            <input id="news-search" name="q" type="search" defaultValue={q ?? ''} maxLength={100} />
          </div>
          <div>
            <button className={styles.button} type="submit">
              {t('news.apply')}
            </button>
          </div>
        </form>
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
        {news.lastPage > 1 && (
          <nav
            className={styles.pager}
            aria-label={t('inbox.page', { page: news.page, last: news.lastPage })}
          >
            {news.page > 1 && <a href={href(news.page - 1)}>{t('inbox.previous')}</a>}
            <span>{t('inbox.page', { page: news.page, last: news.lastPage })}</span>
            {news.page < news.lastPage && <a href={href(news.page + 1)}>{t('inbox.next')}</a>}
          </nav>
        )}
      </main>
    </>
  );
}
