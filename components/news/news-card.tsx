import Image from 'next/image';
import { AutoplayVideo } from '@/components/home/autoplay-video.client';
import { Link } from '@/lib/i18n/navigation';
import type { NewsCard as Card } from '@/lib/news/card';
import styles from './news.module.css';

type Props = { post: Card; headingLevel?: 'h2' | 'h3'; eager?: boolean };

/**
 * A post in a list: its image with title, date, description and an excerpt, or, for a post with only a
 * video cover, the muted looping video (SPEC.md §2). The whole card is one link.
 */
export function NewsCard({ post, headingLevel: Heading = 'h2', eager = false }: Props) {
  const cover = post.cover;
  return (
    <article className={styles.card}>
      {cover?.kind === 'image' ? (
        <div className={styles.cardMedia}>
          <Image
            src={cover.thumbnailUrl}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className={styles.cardImage}
          />
        </div>
      ) : cover?.kind === 'video' ? (
        <div className={styles.cardMedia}>
          <AutoplayVideo src={cover.url} className={styles.cardImage} />
        </div>
      ) : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={{ pathname: '/news/[slug]', params: { slug: post.slug } }} className={styles.cardLink}>
            {post.title}
          </Link>
        </Heading>
        {post.date ? (
          <time className={styles.date} dateTime={post.isoDate ?? undefined}>
            {post.date}
          </time>
        ) : null}
        {post.description ? <p className={styles.description}>{post.description}</p> : null}
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
