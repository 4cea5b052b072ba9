import { mediaAnswer } from '@/lib/api';

// The back end's own media for a visitor's browser (lib/api/media-url.ts): videos and the staff area's
// thumbnails (posters, like every picture of the public pages, go through next/image). Read on every request, byte ranges included; the files are immutable, so
// browsers and nginx keep them.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  return mediaAnswer((await params).path, request);
}

export async function HEAD(request: Request, { params }: Context) {
  return mediaAnswer((await params).path, request);
}
