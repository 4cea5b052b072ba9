import type { NewsCard as Card } from '@/lib/news/card';
import { NewsCard } from './news-card';

type Props = { post: Card; index: number };

/**
 * One post in the masonry. `order` keeps the posts' order when the CSS shows the three columns as one on
 * phones (see the feed); the first post's image is the page's largest, fetched first.
 */
export function NewsFeedItem({ post, index }: Props) {
  return (
    <div style={{ order: index }}>
      <NewsCard post={post} eager={index === 0} />
    </div>
  );
}
