import { staffFile } from '@/lib/api/staff';
import { staffAction } from '@/lib/staff/action';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';
import { idsOf } from '@/lib/staff/subject';

/** An applicant's photo, for a signed-in staff member only, never kept by a cache. */
export const GET = staffAction(
  { body: 'none', path: idsOf('id'), unknown: 'No such file.' },
  async ({ session, path: { id } }) => {
    const file = await staffFile(session, id);
    const headers = new Headers(staffAnswerHeaders);
    for (const name of ['content-type', 'content-length']) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
    return new Response(file.body, { status: 200, headers });
  },
);
