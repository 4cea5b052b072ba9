import { savePost } from '@/lib/api/staff-posts';
import { postInputSchema } from '@/lib/contract/post-input';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

/** Saves a news post from the editor's JSON, its HTML through the site's sanitizer. */
export const POST = staffAction(
  { body: postInputSchema, path: idsOf('id'), unknown: 'No such post.' },
  async ({ session, path: { id }, input }) => {
    await savePost(session, id, { ...input, content: sanitizePostHtml(input.content) });
    return staffAnswer({ id });
  },
);
