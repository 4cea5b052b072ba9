'use client';

import { Children, useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';

type Props = {
  children: ReactNode;
  /** Columns from 640 px; one below. */
  columns: number;
  className: string;
  columnClassName: string;
};

/** Below this width the posts are one column, as news.module.css lays them out. */
export const ONE_COLUMN_MEDIA = '(max-width: 639px)';

/**
 * Posts dealt into columns, the nth post into column n modulo their count, so the newest run across the
 * top. The HTML always has the wide layout, since the server cannot know the screen; on a phone the CSS
 * shows its columns as one, in the posts' order, and once the page runs the posts are dealt again into one
 * column, so that the order a screen reader or the keyboard follows is the order seen. That second
 * render waits for the page to be idle (a deferred value) rather than following the hydration at once.
 */
export function Masonry({ children, columns, className, columnClassName }: Props) {
  const oneColumn = useDeferredValue(useMediaQuery(ONE_COLUMN_MEDIA));
  const count = oneColumn ? 1 : columns;
  const dealt: ReactNode[][] = Array.from({ length: count }, () => []);
  Children.toArray(children).forEach((child, index) => dealt[index % count]!.push(child));
  return (
    <div className={className} style={{ '--masonry-columns': columns } as CSSProperties}>
      {dealt.map((items, column) => (
        <div key={column} className={columnClassName}>
          {items}
        </div>
      ))}
    </div>
  );
}
