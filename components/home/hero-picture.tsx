import { getImageProps } from 'next/image';

type Props = { alt: string; mobileUrl: string; desktopUrl: string; first: boolean; className?: string };

/**
 * An image slide: the mobile image under 650 px and the desktop image from 650 px, chosen by
 * the browser with `<picture>` so only one is downloaded. The first slide is the page's largest image and
 * is fetched first.
 */
export function HeroPicture({ alt, mobileUrl, desktopUrl, first, className }: Props) {
  const common = {
    alt,
    fill: true,
    sizes: '100vw',
    loading: first ? ('eager' as const) : ('lazy' as const),
    fetchPriority: first ? ('high' as const) : ('auto' as const),
  };
  const {
    props: { srcSet: desktopSrcSet },
  } = getImageProps({ ...common, src: desktopUrl });
  const { props: mobile } = getImageProps({ ...common, src: mobileUrl });
  return (
    <picture>
      <source media="(min-width: 650px)" srcSet={desktopSrcSet} sizes="100vw" />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the spread props */}
      <img {...mobile} className={className} />
    </picture>
  );
}
