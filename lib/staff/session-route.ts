import 'server-only';
import { isSignedOut } from '@/lib/api/staff';
import { sessionToken, staffError } from './route-answers';

/**
 * Runs a staff route's work with the browser's session; a session the backend no longer knows (expired,
 * signed out elsewhere) is answered 401 like no session at all.
 */
export async function withSession(work: (session: string) => Promise<Response>): Promise<Response> {
  const session = await sessionToken();
  if (!session) return staffError(401, 'Sign in as staff first.');
  try {
    return await work(session);
  } catch (error) {
    if (isSignedOut(error)) return staffError(401, 'Your staff session has ended; sign in again.');
    throw error;
  }
}
