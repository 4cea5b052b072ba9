import { siteMediaRoot } from '@/lib/api/media-url';
import { absoluteUrl } from './alternates';

/** The width crawlers and link previews get: large enough for Google's and Open Graph's rules (1200 px). */
export const PUBLIC_IMAGE_WIDTH = 1200;

/**
 * An image as the outside world may fetch it: on the site's own origin, through the image optimizer
 * (`/_next/image?url=…&w=1200`), so crawlers get a picture of that width rather than the uploaded original.
 * The back end's media come as the site's own `/media/…` paths when its origin is internal
 * (lib/api/media-url.ts), or as URLs of a public media host. Any other path of the site itself
 * (`/images/…`) only becomes absolute.
 */
export function publicImageUrl(siteUrl: string, src: string): string {
  const sitePath = src.startsWith('/') && !src.startsWith('//');
  if (sitePath && !src.startsWith(`${siteMediaRoot}/`)) return absoluteUrl(siteUrl, src);
  const query = new URLSearchParams({ url: src, w: String(PUBLIC_IMAGE_WIDTH), q: '75' });
  return absoluteUrl(siteUrl, `/_next/image?${query}`);
}
