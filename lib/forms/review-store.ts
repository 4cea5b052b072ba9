import 'server-only';
import { z } from 'zod';
import { inboxKinds } from '@/lib/contract/inbox';
import { env } from '@/lib/env';
import { sharedRedis } from '@/lib/redis/shared-client';

// What a plain post (lib/forms/plain-post.ts) wrote, kept on the server for the page that shows the form
// again with its errors: the browser is sent there with an opaque id, never with the values in the URL.
// In Redis when REDIS_URL is set (the page may be asked of another site instance), in this process's
// memory otherwise. Entries live for REVIEW_TTL_MS and are never logged.

/** Long enough to read the errors and correct them; short enough that personal data does not linger. */
export const REVIEW_TTL_MS = 30 * 60_000;
const MAX_MEMORY_ENTRIES = 1000;

export const reviewSchema = z.object({
  kind: z.enum(inboxKinds),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  errors: z.record(z.string(), z.array(z.string())),
  /** Why the send failed as a whole (`Forms.failure.*`), when it was not the fields. */
  failure: z.enum(['unavailable', 'generic']).optional(),
  token: z.string(),
  started: z.string(),
});

export type Review = z.infer<typeof reviewSchema>;

type Kept = { review: Review; expires: number };
// On globalThis: route handlers and pages are bundled apart, and both must see the same entries.
const shared = globalThis as { __formReviews?: Map<string, Kept> };
const memory = (shared.__formReviews ??= new Map<string, Kept>());

function keepInMemory(id: string, review: Review, now: number) {
  for (const [key, kept] of memory) if (kept.expires <= now) memory.delete(key);
  // The oldest go first when a flood of refused posts fills the map.
  while (memory.size >= MAX_MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  memory.set(id, { review, expires: now + REVIEW_TTL_MS });
}

const redisKey = (id: string) => `${env.REDIS_KEY_PREFIX}form-review:${id}`;

/** Keeps a review and returns its opaque id. */
export async function saveReview(review: Review): Promise<string> {
  const id = crypto.randomUUID();
  const client = env.REDIS_URL ? await sharedRedis(env.REDIS_URL) : null;
  if (client) {
    try {
      await client.set(redisKey(id), JSON.stringify(review), { PX: REVIEW_TTL_MS });
      return id;
    } catch {
      // Redis failed mid-way: this instance's memory still serves the visitor's next request most often.
    }
  }
  keepInMemory(id, review, Date.now());
  return id;
}

/** The review kept under `id`, or null when it is unknown, expired or of another form. */
export async function loadReview(id: string, kind: Review['kind']): Promise<Review | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const kept = memory.get(id);
  let review: Review | null = kept && kept.expires > Date.now() ? kept.review : null;
  if (!review && env.REDIS_URL) {
    const client = await sharedRedis(env.REDIS_URL);
    const stored = await client?.get(redisKey(id)).catch(() => null);
    const parsed = stored ? reviewSchema.safeParse(JSON.parse(stored)) : null;
    review = parsed?.success ? parsed.data : null;
  }
  return review?.kind === kind ? review : null;
}
