'use client';

import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useStaffT } from './use-staff-t';

type Props = {
  photos: { src: string; alt: string }[];
  index: number;
  onClose: () => void;
};

/** The public profile's lightbox (yet-another-react-lightbox: arrows, Escape, swipe) in the staff's words. */
export default function InboxLightboxView({ photos, index, onClose }: Props) {
  const t = useStaffT();
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos}
      carousel={{ finite: true }}
      labels={{
        Previous: t('item.lightbox.previous'),
        Next: t('item.lightbox.next'),
        Close: t('item.lightbox.close'),
        Lightbox: t('item.lightbox.label'),
        Carousel: t('item.lightbox.carousel'),
        Slide: t('item.lightbox.slide'),
        'Photo gallery': t('item.lightbox.gallery'),
        // Its blanks are the lightbox's to fill in.
        '{index} of {total}': t('item.lightbox.position', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
