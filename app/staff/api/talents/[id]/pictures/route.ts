import { uploadPictures } from '@/lib/api/staff-talents';
import { numberedPictures, staffUpload } from '@/lib/staff/action';
import { staffUploads } from '@/lib/staff/uploads';

/** The pictures form of a talent's editor: a gallery's new pictures, or the cover. */
export const POST = staffUpload(staffUploads.talentPictures, {
  unknown: 'No such talent.',
  fields: ['gallery'],
  files: numberedPictures('pictures'),
  send: uploadPictures,
});
