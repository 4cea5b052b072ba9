import { getImageProps, type ImageProps } from 'next/image';

type Options = Pick<
  ImageProps,
  'src' | 'sizes' | 'loading' | 'fetchPriority' | 'decoding' | 'unoptimized'
> & {
  /** The widest the image is ever shown, in device pixels (CSS width × the densest screen's ratio). */
  maxWidth: number;
};

/**
 * next/image's props for a plain `<img>` that fills its box, with the candidate list cut at `maxWidth`.
 * With a `vw` size, next/image lists every configured width up to 3840 px, even for a card a few hundred
 * pixels wide; in a list of twenty cards those unused candidates double the HTML. No client component is
 * involved, so a server-rendered list costs no hydration.
 */
export function cardImageProps({ maxWidth, ...options }: Options) {
  const { props } = getImageProps({ ...options, alt: '', fill: true });
  const srcSet = capSrcSet(props.srcSet, maxWidth);
  // `src` is for browsers without srcset support: next/image gives it the widest candidate; the cap's.
  const widest = srcSet
    ?.split(', ')
    .at(-1)
    ?.replace(/\s\d+w$/, '');
  return { ...props, srcSet, src: srcSet !== props.srcSet && widest ? widest : props.src };
}

/** Keeps the `w` candidates up to `maxWidth` and the first wider one, so the sharpest needed stays. */
export function capSrcSet(srcSet: string | undefined, maxWidth: number): string | undefined {
  if (!srcSet) return srcSet;
  const candidates = srcSet.split(', ').map((entry) => {
    const descriptor = /\s(\d+)w$/.exec(entry);
    return { entry, width: descriptor ? Number(descriptor[1]) : null };
  });
  if (candidates.some((candidate) => candidate.width === null)) return srcSet;
  const kept: string[] = [];
  for (const { entry, width } of candidates) {
    kept.push(entry);
    if (width! >= maxWidth) break;
  }
  return kept.join(', ');
}
