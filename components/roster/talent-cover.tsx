import { cardImageProps } from '@/lib/images/card-image-props';
import { paintPriority } from '@/lib/images/paint-priority';
import styles from './roster.module.css';

export const FALLBACK_COVER = '/images/talent-fallback.svg';

/** The roster's grid: two columns, five from 1024 px. */
export const ROSTER_COVER_SIZES = '(min-width: 1024px) 20vw, 50vw';

type Props = {
  coverUrl: string | null | undefined;
  eager: boolean;
  /** How wide the cover shows, for the browser to pick a file; another grid than the roster's says its own. */
  sizes?: string;
};

/**
 * A talent card's cover: a plain `<img>` with next/image's props (no client component, so a server-rendered
 * list costs no hydration). A talent without a cover shows the fallback image; a cover that fails to load
 * leaves the same fallback visible behind it (the box's CSS background), no script needed. Eager covers
 * are the first row's, fetched with high priority for the largest paint.
 */
export function TalentCover({ coverUrl, eager, sizes = ROSTER_COVER_SIZES }: Props) {
  const src = coverUrl ?? FALLBACK_COVER;
  const image = cardImageProps({
    src,
    sizes,
    ...paintPriority(eager),
    unoptimized: src === FALLBACK_COVER,
    // At most about 360 CSS pixels wide (half a large phone, a fifth of the 1750 px page) on 3x screens.
    maxWidth: 1080,
  });
  return (
    <div className={styles.cover}>
      {/* eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's optimized props; alt among them */}
      <img
        {...image}
        className={styles.coverImage}
        data-fallback={src === FALLBACK_COVER ? 'true' : undefined}
      />
    </div>
  );
}
