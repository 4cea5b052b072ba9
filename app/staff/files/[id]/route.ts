import { staffFile } from '@/lib/api/staff';
import { refusal } from '@/lib/staff/gate';
import { withSession } from '@/lib/staff/route-handler';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';
import { idOf } from '@/lib/staff/subject';

/** An applicant's photo, for a signed-in staff member only, never kept by a cache. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return withSession(request, 'No such file.', async (session) => {
    const id = idOf((await params).id);
    if (id === null) return refusal(request, 404, 'No such file.');
    const file = await staffFile(session, id);
    const headers = new Headers(staffAnswerHeaders);
    for (const name of ['content-type', 'content-length']) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
    return new Response(file.body, { status: 200, headers });
  });
}
