import { agency } from '@/lib/agency';
import type { GalleryImage } from '@/lib/api/types';
import { cardImageProps } from '@/lib/images/card-image-props';
import styles from './profile.module.css';

/** The comp card's letterhead: the agency's logo and name, printed above the talent (hidden on screen). */
export function CompCardHead() {
  return (
    <div className={`${styles.printOnly} ${styles.printHead}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the site's own small svg logo */}
      <img src="/icon.svg" alt="" width={32} height={32} />
      <span>{agency.name}</span>
    </div>
  );
}

/**
 * Three more photos under the cover, so the printed comp card shows four, as agencies hand them out. On
 * screen they are hidden and, lazily loaded, not downloaded; printing loads them.
 */
export function CompCardPhotos({ images, name }: { images: GalleryImage[]; name: string }) {
  if (images.length === 0) return null;
  return (
    <div className={`${styles.printOnly} ${styles.printPhotos}`}>
      {images.slice(0, 3).map((image, index) => {
        const props = cardImageProps({ src: image.url, sizes: '33vw', loading: 'lazy', maxWidth: 800 });
        return (
          <div key={image.id} className={styles.printPhoto}>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's optimized props on a plain img */}
            <img {...props} alt={`${name} ${index + 2}`} />
          </div>
        );
      })}
    </div>
  );
}
