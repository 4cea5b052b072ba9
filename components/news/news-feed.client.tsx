'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { EndSentinel } from '@/components/roster/end-sentinel.client';
import type { NewsCard as Card } from '@/lib/news/card';
import { queryKeys } from '@/lib/query/keys';
import { PagedList } from '@/lib/query/paged-list.client';
import { Masonry } from './masonry.client';
import { NewsFeedItem } from './news-feed-item';
import styles from './news.module.css';

/**
 * Masonry gutter 20 px (set in the CSS module); 3 columns, 1 on phones (see `Masonry`). There is no
 * 2-column step: the HTML has 3 columns on every screen, and a tablet would see every card move when the
 * script turned them into 2.
 */
const COLUMNS = 3;

type Props = {
  /** The first page's posts, rendered on the server (see `NewsFeedItem`): no script to render or hydrate. */
  first: ReactNode[];
  firstIds: number[];
  page: number;
  lastPage: number;
};

/** The news list: the first page comes in the HTML, then one more page each time the end marker shows. */
export function NewsFeed({ first, firstIds, page, lastPage }: Props) {
  const t = useTranslations('News');
  const locale = useLocale();
  if (first.length === 0) return <p className={styles.status}>{t('empty')}</p>;

  return (
    <PagedList<Card>
      queryKey={queryKeys.posts(locale)}
      url={(next) => `/api/posts?${new URLSearchParams({ locale, page: String(next) })}`}
      first={{ page, lastPage }}
      firstIds={firstIds}
    >
      {({ items: posts, hasMore, status, loadMore }) => (
        <>
          <Masonry
            columns={COLUMNS}
            className={styles.masonry ?? ''}
            columnClassName={styles.masonryColumn ?? ''}
          >
            {first}
            {posts.map((post, index) => (
              <NewsFeedItem key={post.id} post={post} index={first.length + index} />
            ))}
          </Masonry>
          <div role="status" className={styles.status}>
            {status === 'loading' ? t('loading') : null}
          </div>
          {status === 'error' ? (
            <p className={styles.status}>
              {t('loadError')}{' '}
              <button type="button" onClick={loadMore}>
                {t('retry')}
              </button>
            </p>
          ) : null}
          <EndSentinel
            className={styles.sentinel}
            onVisible={loadMore}
            disabled={!hasMore || status !== 'idle'}
            resetKey={posts.length}
          />
        </>
      )}
    </PagedList>
  );
}
