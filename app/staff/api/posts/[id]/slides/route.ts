import { uploadPostSlides } from '@/lib/api/staff-posts';
import { picturesUploadRoute } from '@/lib/staff/pictures-upload-route';
import { staffUploads } from '@/lib/staff/uploads';

/** The slides form of a post's editor: pictures added under the post's text, after the ones it has. */
export const POST = picturesUploadRoute(staffUploads.postSlides, {
  unknown: 'No such post.',
  upload: uploadPostSlides,
});
