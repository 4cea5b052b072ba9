'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import styles from './staff.module.css';

// Loaded the first time a photo is opened, not with the page.
const InboxLightboxView = dynamic(() => import('./inbox-lightbox-view'), { ssr: false });

type Props = {
  photos: { src: string; alt: string; open: string }[];
};

/**
 * An application's photos: each opens large in a lightbox inside the page; without the page's script, the
 * link opens the file itself.
 */
export function InboxPhotos({ photos }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, n) => (
          <li key={photo.src}>
            <a
              href={photo.src}
              aria-label={photo.open}
              onClick={(event) => {
                event.preventDefault();
                setIndex(n);
              }}
            >
              {/* The staff's own photos, fetched with the session: not for next/image, which caches. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.src} alt={photo.alt} width={200} height={300} />
            </a>
          </li>
        ))}
      </ul>
      {index !== null && (
        <InboxLightboxView
          photos={photos.map(({ src, alt }) => ({ src, alt }))}
          index={index}
          onClose={() => setIndex(null)}
        />
      )}
    </>
  );
}
