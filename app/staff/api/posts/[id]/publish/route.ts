import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';

/** Publishes or unpublishes a news post, and goes back to its editor. */
export const POST = publishing('posts', {
  unknown: 'No such post.',
  back: (id, done) => `${staffPaths.post(id)}?done=${done}`,
});
