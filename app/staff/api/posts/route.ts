import { savePost } from '@/lib/api/staff-posts';
import { postInputSchema } from '@/lib/contract/post-input';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';

/**
 * Creates a news post from the editor's JSON. Its HTML is stored as the site's sanitizer leaves it, the
 * same that cleans every post when a page shows it.
 */
export const POST = staffAction({ body: postInputSchema }, async ({ session, input }) => {
  const { id } = await savePost(session, null, { ...input, content: sanitizePostHtml(input.content) });
  return staffAnswer({ id }, 201);
});
