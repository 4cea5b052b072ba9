import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError, downloadGallery } from '@/lib/api';
import { MAX_DATABASE_ID } from '@/lib/http/database-id';
import { galleryKinds } from '@/lib/talent/galleries';

const bodySchema = z.object({
  talentId: z.number().int().positive().max(MAX_DATABASE_ID),
  gallery: z.enum(galleryKinds),
});

/**
 * A gallery as a zip (DESIGN.md §5): the browser names the talent and the gallery only; the API layer loads
 * the profile itself, so a visitor cannot make the backend zip anything else.
 */
export async function POST(request: NextRequest) {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return NextResponse.json({ message: 'The body must be JSON' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    return NextResponse.json(
      { message: 'Invalid request', errors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    );
  }
  try {
    const answer = await downloadGallery(parsed.data);
    const headers = new Headers({ 'Content-Type': 'application/zip', 'Cache-Control': 'private, no-store' });
    const disposition = answer.headers.get('Content-Disposition');
    if (disposition) headers.set('Content-Disposition', disposition);
    const length = answer.headers.get('Content-Length');
    if (length) headers.set('Content-Length', length);
    return new Response(answer.body, { status: 200, headers });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    if (status === 404) {
      return NextResponse.json({ message: 'No such talent or gallery' }, { status: 404 });
    }
    if (status === 400) {
      return NextResponse.json({ message: 'Invalid request' }, { status: 400 });
    }
    return NextResponse.json({ message: 'The download is not available right now' }, { status: 503 });
  }
}
