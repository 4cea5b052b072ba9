import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { paintPriority } from '@/lib/images/paint-priority';

type Props = { alt: string; mobileUrl: string; desktopUrl: string; first: boolean; className?: string };

/** Where the desktop image takes over; the preloads below use the same split so only one is fetched. */
const DESKTOP_MEDIA = '(min-width: 650px)';
const MOBILE_MEDIA = '(max-width: 649.98px)';

/**
 * An image slide: the mobile image under 650 px and the desktop image from 650 px, chosen by
 * the browser with `<picture>` so only one is downloaded. The first slide is the page's largest image and
 * is fetched first: a `<link rel="preload">` per screen size in the head, so the request starts with the
 * HTML's first bytes instead of when the parser reaches the slider.
 */
export function HeroPicture({ alt, mobileUrl, desktopUrl, first, className }: Props) {
  const common = {
    alt,
    fill: true,
    sizes: '100vw',
    ...paintPriority(first),
  };
  const { props: desktop } = getImageProps({ ...common, src: desktopUrl });
  const { props: mobile } = getImageProps({ ...common, src: mobileUrl });
  if (first) {
    for (const [image, media] of [
      [mobile, MOBILE_MEDIA],
      [desktop, DESKTOP_MEDIA],
    ] as const) {
      preload(image.src, {
        as: 'image',
        imageSrcSet: image.srcSet,
        imageSizes: common.sizes,
        fetchPriority: 'high',
        media,
      });
    }
  }
  return (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={desktop.srcSet} sizes={common.sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the spread props */}
      <img {...mobile} className={className} />
    </picture>
  );
}
