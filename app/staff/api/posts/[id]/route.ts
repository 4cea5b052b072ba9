import { ApiError } from '@/lib/api';
import { savePost } from '@/lib/api/staff-posts';
import { postInputSchema } from '@/lib/contract/post-input';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffError, staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** Saves a news post from the editor's JSON, its HTML through the site's sanitizer. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such post.');
  const read = await staffJson(request, postInputSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await savePost(session, id, { ...read.data, content: sanitizePostHtml(read.data.content) });
      return Response.json({ id }, { headers: staffAnswerHeaders });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such post.');
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
