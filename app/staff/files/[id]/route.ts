import { ApiError } from '@/lib/api';
import { staffFile } from '@/lib/api/staff';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';
import { staffError } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';

type Props = { params: Promise<{ id: string }> };

/** An applicant's photo, for a signed-in staff member only, never kept by a cache. */
export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return staffError(404, 'No such file.');
  return withSession(async (session) => {
    try {
      const file = await staffFile(session, Number(id));
      const headers = new Headers(staffAnswerHeaders);
      for (const name of ['content-type', 'content-length']) {
        const value = file.headers.get(name);
        if (value) headers.set(name, value);
      }
      headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
      return new Response(file.body, { status: 200, headers });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such file.');
      throw error;
    }
  });
}
