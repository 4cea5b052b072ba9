import { CatalogPage, catalogQuery } from '@/components/staff/catalog-page';
import styles from '@/components/staff/staff.module.css';
import { staffPosts } from '@/lib/api/staff-posts';
import { postLanguages } from '@/lib/contract/post-input';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

export const generateMetadata = staffTitle('news.title');

/** The news as staff see them: newest first, each marked draft or published, by language and title. */
export default async function NewsPage({ searchParams }: StaffPageProps) {
  const { account, session, t } = await signedInStaff();
  const query = catalogQuery(await searchParams, staffPaths.news, {
    name: 'language',
    values: postLanguages,
  });
  const news = await staffPosts(session, { language: query.value, q: query.q, page: query.page });
  return (
    <CatalogPage
      t={t}
      account={account}
      list="news"
      create={staffPaths.newPost}
      query={query}
      filter={{
        label: t('news.language'),
        words: (name) => t(`news.languages.${name}`),
        any: t('news.anyLanguage'),
      }}
      pages={news}
    >
      {news.items.length > 0 && (
        <ul className={styles.list}>
          {news.items.map((post) => (
            <li key={post.id} className={styles.row}>
              <a href={staffPaths.post(post.id)}>
                <span className={styles.rowName}>
                  <span className={styles.badge}>{post.language}</span>
                  <span className={styles.badge}>
                    {post.hidden ? t('drafts.draft') : t('drafts.published')}
                  </span>
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
    </CatalogPage>
  );
}
