import { savePost } from '@/lib/api/staff-posts';
import { postInputSchema } from '@/lib/contract/post-input';
import { withVersion } from '@/lib/contract/record-version';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

/**
 * Saves a news post from the editor's JSON, its HTML through the site's sanitizer, with the version it was
 * opened with; answers the new one, or 409 `stale` with who saved since (docs/staff.md).
 */
export const POST = staffAction(
  { body: withVersion(postInputSchema), path: idsOf('id'), unknown: 'No such post.' },
  async ({ session, path: { id }, input }) =>
    staffAnswer(await savePost(session, id, { ...input, content: sanitizePostHtml(input.content) })),
);
