import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';

/** Publishes or unpublishes a talent, and goes back to its editor. */
export const POST = publishing('talents', {
  unknown: 'No such talent.',
  back: (id, done) => `${staffPaths.talent(id)}?done=${done}`,
});
