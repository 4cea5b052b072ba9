import { CatalogPage } from '@/components/staff/catalog-page';
import styles from '@/components/staff/staff.module.css';
import { staffPosts } from '@/lib/api/staff-posts';
import { postLanguages } from '@/lib/contract/post-input';
import { signedInStaff, staffTitle, type StaffPageProps } from '@/lib/staff/current';
import { listHref, listQuery } from '@/lib/staff/list-query';
import { staffPaths } from '@/lib/staff/paths';

export const generateMetadata = staffTitle('news.title');

/** The news as staff see them: newest first, each marked draft or published, by language and title. */
export default async function NewsPage({ searchParams }: StaffPageProps) {
  const { account, session, t } = await signedInStaff();
  const query = await searchParams;
  const { one, q, page } = listQuery(query);
  const language = postLanguages.find((name) => name === one('language'));
  const news = await staffPosts(session, { language, q, page });
  return (
    <CatalogPage
      t={t}
      account={account}
      list="news"
      paths={{ list: staffPaths.news, create: staffPaths.newPost }}
      deleted={query.done === 'deleted'}
      filter={{
        name: 'language',
        label: t('news.language'),
        values: postLanguages,
        words: (name) => t(`news.languages.${name}`),
        value: language,
        any: t('news.anyLanguage'),
      }}
      search={q}
      pages={{ ...news, href: (target) => listHref(staffPaths.news, { language, q }, target) }}
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
