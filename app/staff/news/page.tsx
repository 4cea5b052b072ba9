import { catalogPage } from '@/components/staff/catalog-page';
import styles from '@/components/staff/staff.module.css';
import { staffPosts } from '@/lib/api/staff-posts';
import { postLanguages } from '@/lib/contract/post-input';
import { staffTitle } from '@/lib/staff/current';
import { staffPaths } from '@/lib/staff/paths';

export const generateMetadata = staffTitle('news.title');

/** The news as staff see them: newest first, each marked draft or published, by language and title. */
export default catalogPage({
  list: 'news',
  path: staffPaths.news,
  create: staffPaths.newPost,
  filter: { name: 'language', values: postLanguages },
  words: (t) => ({
    label: t('news.language'),
    words: (name) => t(`news.languages.${name}`),
    any: t('news.anyLanguage'),
  }),
  load: (session, { value, q, page }) => staffPosts(session, { language: value, q, page }),
  rows: (news, t) => (
    <ul className={styles.list}>
      {news.map((post) => (
        <li key={post.id} className={styles.row}>
          <a href={staffPaths.post(post.id)}>
            <span className={styles.rowName}>
              <span className={styles.badge}>{post.language}</span>
              <span className={styles.badge}>{post.hidden ? t('drafts.draft') : t('drafts.published')}</span>
              {post.title}
            </span>
            <span className={styles.rowMeta}>
              {post.date} · /{post.slug}
            </span>
          </a>
        </li>
      ))}
    </ul>
  ),
});
