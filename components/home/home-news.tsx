import { getTranslations } from 'next-intl/server';
import { NewsCard } from '@/components/news/news-card';
import styles from '@/components/news/news.module.css';
import { Link } from '@/components/ui/link.client';
import type { NewsCard as Card } from '@/lib/news/card';

/** The home's news section, target of the hero's down arrow. */
export async function HomeNews({ posts }: { posts: Card[] }) {
  const t = await getTranslations('Home');
  return (
    <section id="news" className={styles.homeNews} aria-labelledby="home-news-title" tabIndex={-1}>
      <h2 id="home-news-title" className={styles.heading}>
        {t('newsTitle')}
      </h2>
      {posts.length > 0 ? (
        <div className={styles.homeGrid}>
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} headingLevel="h3" />
          ))}
        </div>
      ) : (
        <p>{t('noNews')}</p>
      )}
      <Link href="/news" className={styles.more}>
        {t('allNews')}
      </Link>
    </section>
  );
}
