import { z } from 'zod';
import { ApiError, downloadGallery } from '@/lib/api';
import { formRateLimiter } from '@/lib/forms/form-rate-limiter';
import { guardSender, jsonError } from '@/lib/forms/route-guard';
import { readBounded } from '@/lib/forms/bounded-body';
import { parseDatabaseId } from '@/lib/http/database-id';
import { galleryKinds } from '@/lib/talent/galleries';

// A zip is heavy for the back end: fewer per visitor than the forms allow.
const limiter = formRateLimiter('download', { limit: 20, windowMs: 10 * 60_000 });
const MAX_BYTES = 1024;

const bodySchema = z.object({
  talentId: z
    .union([z.number(), z.string()])
    .transform((value) => parseDatabaseId(String(value)) ?? 0)
    .refine((id) => id > 0, 'invalidOption'),
  gallery: z.enum(galleryKinds),
});

/** The body as sent by the profile's download form (url-encoded) or as JSON. */
function fieldsOf(body: Uint8Array, contentType: string): unknown {
  const text = new TextDecoder().decode(body);
  if (/^application\/json/i.test(contentType)) return JSON.parse(text);
  if (/^application\/x-www-form-urlencoded/i.test(contentType))
    return Object.fromEntries(new URLSearchParams(text));
  return null;
}

/**
 * A gallery as a zip: the browser names the talent and the gallery only; the API layer loads the profile
 * itself, so a visitor cannot make the backend zip anything else. The zip streams through as an attachment,
 * straight to the browser's download manager (the profile posts a plain form), never held in memory here.
 */
export async function POST(request: Request) {
  const refused = await guardSender(request, limiter);
  if (refused) return refused;
  const body = await readBounded(request, MAX_BYTES);
  if (!body) return jsonError(413, 'The request is too large.');
  let fields: unknown;
  try {
    fields = fieldsOf(body, request.headers.get('content-type') ?? '');
  } catch {
    return jsonError(400, 'The body could not be read.');
  }
  if (fields === null) return jsonError(415, 'Send the form url-encoded or as JSON.');
  const parsed = bodySchema.safeParse(fields);
  if (!parsed.success)
    return jsonError(400, 'Invalid request', {
      errors: z.flattenError(parsed.error).fieldErrors,
    });

  try {
    const answer = await downloadGallery(parsed.data);
    const headers = new Headers({ 'Content-Type': 'application/zip', 'Cache-Control': 'private, no-store' });
    const disposition = answer.headers.get('Content-Disposition');
    headers.set(
      'Content-Disposition',
      disposition?.replace(/^inline/i, 'attachment') ?? 'attachment; filename="gallery.zip"',
    );
    const length = answer.headers.get('Content-Length');
    if (length) headers.set('Content-Length', length);
    return new Response(answer.body, { status: 200, headers });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    if (status === 404) return jsonError(404, 'No such talent or gallery');
    if (status === 400) return jsonError(400, 'Invalid request');
    return jsonError(503, 'The download is not available right now');
  }
}
