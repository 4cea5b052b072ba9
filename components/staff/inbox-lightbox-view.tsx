'use client';

import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export type LightboxWords = Record<
  'previous' | 'next' | 'close' | 'label' | 'carousel' | 'slide' | 'gallery' | 'position',
  string
>;

type Props = {
  photos: { src: string; alt: string }[];
  index: number;
  words: LightboxWords;
  onClose: () => void;
};

/** The public profile's lightbox (yet-another-react-lightbox: arrows, Escape, swipe) in the staff's words. */
export default function InboxLightboxView({ photos, index, words, onClose }: Props) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos}
      carousel={{ finite: true }}
      labels={{
        Previous: words.previous,
        Next: words.next,
        Close: words.close,
        Lightbox: words.label,
        Carousel: words.carousel,
        Slide: words.slide,
        'Photo gallery': words.gallery,
        '{index} of {total}': words.position,
      }}
    />
  );
}
