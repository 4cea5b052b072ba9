import { isInternalHost } from '../contract/internal-host';

// The back end serves its media at its own address. When that address is internal (this machine, the
// unspecified address or a private network: ../contract/internal-host.ts), a visitor's browser can never
// reach it, and naming it in a page would only tell the world where the back end listens. So every media URL
// on an internal host becomes the site's own path, `/media/…`, once, in the schemas that read the back
// end's answers (./schemas/common.ts): pages, RSC payloads and the JSON of app/api carry that path, the
// browser loads videos from it (app/media, ./media.ts, which passes the request on to the back end), and
// next/image's optimizer fetches pictures from it in-process. Media on a public host (the agency's own
// services, a `BACKEND_PUBLIC_URL` or `MEDIA_URL` the public reaches) stay as they are.

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
