import { uploadPictures } from '@/lib/api/staff-talents';
import { staffUpload } from '@/lib/staff/route-handler';
import { staffUploads } from '@/lib/staff/uploads';

/**
 * The pictures form of a talent's editor: a gallery's new pictures, or the cover. The page goes back with
 * the gallery chosen, and names the files left out.
 */
export const POST = staffUpload(staffUploads.talentPictures, {
  unknown: 'No such talent.',
  fields: ['gallery'],
  keep: ['gallery'],
  batch: 'pictures',
  send: uploadPictures,
});
