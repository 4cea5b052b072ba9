import { revalidateTag } from 'next/cache';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTags } from '@/lib/contract/cache-tags';
import { env } from '@/lib/env';

// Called by the back end after content changed (docs/backend-contract.md, "Site revalidation").

const bodySchema = z.object({
  tags: z.array(z.enum(cacheTags)).min(1).max(cacheTags.length),
  // "now": the next request renders afresh instead of being served the old page once more. The staff
  // area's saves ask for it: the back end is answering, and a deleted talent must not stay on show.
  expire: z.literal('now').optional(),
});

/** Compares in constant time, so the secret cannot be guessed a character at a time from response timings. */
function sameSecret(given: string | null): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(env.REVALIDATE_SECRET);
  // timingSafeEqual needs equal lengths; comparing `b` with itself keeps the time independent of `given`.
  return a.length === b.length ? timingSafeEqual(a, b) : !timingSafeEqual(b, b);
}

export async function POST(request: Request): Promise<Response> {
  if (!sameSecret(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return Response.json(
      {
        message: `The body must be {"tags": [...], "expire"?: "now"} with tags among: ${cacheTags.join(', ')}.`,
      },
      { status: 400 },
    );
  }
  const tags = [...new Set(parsed.data.tags)];
  // Next 16: the second argument is how long stale data may still be served; 'max' serves the old page
  // while the next visitor's request regenerates it (stale-while-revalidate), so a failing back end
  // never turns a cached page into an error.
  for (const tag of tags) revalidateTag(tag, parsed.data.expire === 'now' ? { expire: 0 } : 'max');
  return Response.json({ revalidated: tags, now: Date.now() });
}
