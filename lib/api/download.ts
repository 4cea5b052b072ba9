import 'server-only';
import { ApiError } from './errors';
import { getWireProfile } from './getters/talents';
import { services } from './services';
import type { GalleryName } from './types';

// Headers that describe the back end's connection or encoding rather than the zip itself.
const dropped = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding'];

/**
 * The zip of one gallery, streamed from the back end. The profile sent along is the one this server loads
 * (never one supplied by the browser). Status and headers (type, disposition, length) are kept; the body is
 * passed through unbuffered. Throws `ApiError`: 404 for an unknown talent or an empty gallery.
 */
export async function downloadGallery({
  talentId,
  gallery,
}: {
  talentId: number;
  gallery: GalleryName;
}): Promise<Response> {
  const talent = await getWireProfile(talentId);
  if (!talent) throw new ApiError('http', 404, `Unknown talent ${talentId}`);
  const answer = await services().mf.stream({
    path: '/api/download/gallery',
    method: 'POST',
    json: { talent, gallery },
    headers: { Accept: 'application/zip' },
  });
  const headers = new Headers(answer.headers);
  for (const name of dropped) headers.delete(name);
  // fetch already decoded a compressed body, so its length no longer matches.
  if (answer.headers.has('content-encoding')) headers.delete('content-length');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
