import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';

/** Publishes or unpublishes a slide, and goes back to the slides page. */
export const POST = publishing('slides', {
  unknown: 'No such slide.',
  back: (_id, done) => `${staffPaths.slides}?done=${done}`,
});
