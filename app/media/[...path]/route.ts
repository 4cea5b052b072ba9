import { mediaAnswer } from '@/lib/api';

// The back end's own media, named by the site's pages whenever the back end's address is internal
// (lib/api/media-url.ts): the browser loads videos and the staff area's thumbnails here, and next/image's
// optimizer fetches every picture of the public pages here, in-process. Read on every request, byte ranges
// included; the files are immutable, so browsers keep them, and the optimizer keeps what it made of them.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  return mediaAnswer((await params).path, request);
}

export async function HEAD(request: Request, { params }: Context) {
  return mediaAnswer((await params).path, request);
}
