import 'server-only';
import { smallBodyBytes } from '@/lib/contract/upload-limits';
import { readBounded } from '@/lib/forms/bounded-body';
import { staffError } from './route-answers';

// The bodies the staff area's routes read, each bounded (lib/contract/upload-limits.ts) and of its own type,
// or the refusal to send instead: 415 for another type, 413 past the bound, 400 when it cannot be read.

export type Read<T> = { input: T } | { refusal: Response };

/** A plain form of the area's pages. */
export async function readForm(request: Request): Promise<Read<URLSearchParams>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return { refusal: staffError(415, 'Send the form as application/x-www-form-urlencoded.') };
  }
  const body = await readBounded(request, smallBodyBytes);
  if (!body) return { refusal: staffError(413, 'The form is larger than a staff form can be.') };
  return { input: new URLSearchParams(new TextDecoder().decode(body)) };
}

/**
 * A form of files, never read past `maxBytes` (declared or streamed): null then, for the route to send the
 * member back to the form's page.
 */
export async function readFiles(request: Request, maxBytes: number): Promise<Read<FormData> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return { refusal: staffError(415, 'Send the files as multipart/form-data.') };
  }
  const body = await readBounded(request, maxBytes, { overflow: 'leave' });
  if (!body) return null;
  try {
    return { input: await new Response(body, { headers: { 'content-type': type } }).formData() };
  } catch {
    return { refusal: staffError(400, 'The multipart body could not be read.') };
  }
}
