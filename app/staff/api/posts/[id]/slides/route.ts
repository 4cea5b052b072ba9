import { uploadPostSlides } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { picturesUploadRoute } from '@/lib/staff/pictures-upload-route';

/** The slides form of a post's editor: pictures added under the post's text, after the ones it has. */
export const POST = picturesUploadRoute({
  unknown: 'No such post.',
  upload: uploadPostSlides,
  back: (id, outcome) =>
    `${staffPaths.post(id)}?done=${outcome === 'added' ? 'slides' : `slides-${outcome}`}#slides`,
});
