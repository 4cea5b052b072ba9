import { uploadPostSlides } from '@/lib/api/staff-posts';
import { staffUpload } from '@/lib/staff/route-handler';
import { staffUploads } from '@/lib/staff/uploads';

/** The slides form of a post's editor: pictures added under the post's text, after the ones it has. */
export const POST = staffUpload(staffUploads.postSlides, {
  unknown: 'No such post.',
  batch: 'pictures',
  send: uploadPostSlides,
});
