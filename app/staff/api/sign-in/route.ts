import { cookies } from 'next/headers';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { staffSignIn } from '@/lib/api/staff';
import { smallBodyBytes } from '@/lib/contract/upload-limits';
import { env } from '@/lib/env';
import { readBounded } from '@/lib/forms/bounded-body';
import { isSameOrigin } from '@/lib/forms/origin';
import { visitorKey } from '@/lib/forms/visitor';
import { staffPaths } from '@/lib/staff/paths';
import { returnParam, returnPath } from '@/lib/staff/return-to';
import { backTo, refusal } from '@/lib/staff/gate';
import { sessionCookieName, sessionCookieOptions } from '@/lib/staff/session-cookie';

const credentials = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

/**
 * The sign-in form's target, a route rather than a Server Action because scripts and the multi-instance
 * tests open a session through it (docs/staff.md, "Changes"): from a page of this site, a plain form within
 * the small bound, then a session cookie and the page asked for (the inbox unless the form names a staff
 * page), or the sign-in page saying why not, still knowing where to go.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env)) {
    return refusal(request, 403, 'Changes can only be sent from the staff area of this site.');
  }
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return refusal(request, 415, 'Send the form as application/x-www-form-urlencoded.');
  }
  const body = await readBounded(request, smallBodyBytes);
  if (!body) return refusal(request, 413, 'The form is larger than a staff form can be.');
  const input = new URLSearchParams(new TextDecoder().decode(body));
  const next = returnPath(input.get(returnParam));
  const back = next ? `&${returnParam}=${encodeURIComponent(next)}` : '';
  const signInWith = (error: string, extra = '') =>
    backTo(`${staffPaths.signIn}?error=${error}${extra}${back}`);
  const parsed = credentials.safeParse({ email: input.get('email'), password: input.get('password') });
  if (!parsed.success) return signInWith('invalid');
  let result;
  try {
    result = await staffSignIn(parsed.data.email, parsed.data.password, visitorKey(request.headers));
  } catch (error) {
    if (error instanceof ApiError) return signInWith('unavailable');
    throw error;
  }
  if (!result.ok) {
    return signInWith(result.reason, result.retryAfterSeconds ? `&wait=${result.retryAfterSeconds}` : '');
  }
  (await cookies()).set(sessionCookieName, result.token, sessionCookieOptions(env.SITE_URL));
  return backTo(next ?? staffPaths.inbox);
}
