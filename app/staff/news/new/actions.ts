'use server';

import { saveRecord } from '@/lib/api/staff';
import { postInputSchema } from '@/lib/contract/post-input';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { staffSave } from '@/lib/staff/form-action';

/**
 * Creates a news post from the editor's values. Its HTML is stored as the site's sanitizer leaves it, the
 * same that cleans every post when a page shows it.
 */
export const createPost = staffSave({ schema: postInputSchema, tags: ['posts'] }, (session, input) =>
  saveRecord(session, 'posts', null, { ...input, content: sanitizePostHtml(input.content) }),
);
