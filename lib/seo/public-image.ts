import { absoluteUrl } from './alternates';

/** The width crawlers and link previews get: large enough for Google's and Open Graph's rules (1200 px). */
export const PUBLIC_IMAGE_WIDTH = 1200;

/**
 * An image as the outside world may fetch it: on the site's own origin, through the image optimizer
 * (`/_next/image?url=…&w=1200`). The back end's media origin is often private (a loopback address with the
 * embedded backend, an internal host in production) and never meant for crawlers; the optimizer fetches it
 * for them. A path of the site itself (`/images/…`) only becomes absolute.
 */
export function publicImageUrl(siteUrl: string, src: string): string {
  if (src.startsWith('/') && !src.startsWith('//')) return absoluteUrl(siteUrl, src);
  const query = new URLSearchParams({ url: src, w: String(PUBLIC_IMAGE_WIDTH), q: '75' });
  return absoluteUrl(siteUrl, `/_next/image?${query}`);
}
