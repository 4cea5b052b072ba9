'use client';

import dynamic from 'next/dynamic';
import type { LightboxImage } from './lightbox-view';

// The lightbox code (and its CSS) is loaded the first time a visitor opens an image, not with the page.
const LightboxView = dynamic(() => import('./lightbox-view'), { ssr: false });

type Props = { images: LightboxImage[]; index: number | null; onClose: () => void };

/** Shows the images full screen from `index`; nothing while `index` is null. */
export function Lightbox({ images, index, onClose }: Props) {
  if (index === null) return null;
  return <LightboxView images={images} index={index} onClose={onClose} />;
}
