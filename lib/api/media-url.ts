import { isInternalHost } from '../contract/internal-host';

// A back end on an internal host (../contract/internal-host.ts) is one a visitor's browser can never reach,
// and naming it would only tell the world where it listens: its media URLs become the site's own `/media/…`,
// once, in the schemas that read its answers (docs/architecture.md, "The embedded backend").

/** Where the site serves the back end's own media. */
export const siteMediaRoot = '/media';

/** A media URL as a visitor's browser should ask for it: one on an internal host becomes the site's own path. */
export function browserMediaUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (
    !/^https?:$/.test(parsed.protocol) ||
    !isInternalHost(parsed.hostname) ||
    !parsed.pathname.startsWith(`${siteMediaRoot}/`)
  )
    return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
