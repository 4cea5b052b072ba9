import { savePost } from '@/lib/api/staff-posts';
import { postInputSchema } from '@/lib/contract/post-input';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';

/**
 * Creates a news post from the editor's JSON. Its HTML is stored as the site's sanitizer leaves it, the
 * same that cleans every post when a page shows it.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await staffJson(request, postInputSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      const id = await savePost(session, null, {
        ...read.data,
        content: sanitizePostHtml(read.data.content),
      });
      return Response.json({ id }, { status: 201, headers: staffAnswerHeaders });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
