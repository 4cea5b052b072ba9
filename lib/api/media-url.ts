import { isLoopbackHost } from '@/lib/env-schema';

// The embedded backend serves its media at its own address, which is on this machine (loopback): a
// visitor's browser can never reach it. The pictures the pages show (videos' posters included) pass
// through next/image, whose optimizer fetches them on the server; what the browser loads itself (videos,
// the staff area's thumbnails) is asked of the site instead, at the same path, and the site passes it on
// (app/media, ./media.ts). The agency's own services answer public media URLs, which stay as they are.

/** Where the site serves the back end's own media. */
export const siteMediaRoot = '/media';

/** A media URL as a visitor's browser should ask for it: a loopback one becomes the site's own path. */
export function browserMediaUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!isLoopbackHost(parsed.hostname) || !parsed.pathname.startsWith(`${siteMediaRoot}/`)) return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
