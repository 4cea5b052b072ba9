import { AutoplayVideo } from '@/components/ui/autoplay-video.client';
import { postThumbnailWidth } from '@/lib/contract/post-thumbnail';
import { cardImageProps } from '@/lib/images/card-image-props';
import { Link } from '@/components/ui/link.client';
import { paintPriority } from '@/lib/images/paint-priority';
import type { NewsCard as Card } from '@/lib/news/card';
import styles from './news.module.css';

type Props = { post: Card; headingLevel?: 'h2' | 'h3'; eager?: boolean };

/**
 * A post in a list: its image with title, date, description and an excerpt, or, for a post with only a
 * video cover, the muted looping video. The whole card is one link. It renders on the server
 * for the first page and in the browser for later ones.
 */
export function NewsCard({ post, headingLevel: Heading = 'h2', eager = false }: Props) {
  const cover = post.cover;
  return (
    <article className={styles.card}>
      {cover?.kind === 'image' ? (
        <div className={styles.cardMedia}>
          <CardImage src={cover.thumbnailUrl} eager={eager} />
        </div>
      ) : cover?.kind === 'video' ? (
        <div className={styles.cardMedia}>
          <AutoplayVideo src={cover.url} className={`${styles.cardImage} ${styles.cardVideo}`} firstFrame />
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

/** next/image's sizes and formats on a plain `<img>`: no client component to hydrate per card. */
function CardImage({ src, eager }: { src: string; eager: boolean }) {
  const props = cardImageProps({
    src,
    sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    ...paintPriority(eager),
    maxWidth: postThumbnailWidth,
  });
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's optimized props; alt among them
  return <img {...props} className={styles.cardImage} />;
}
