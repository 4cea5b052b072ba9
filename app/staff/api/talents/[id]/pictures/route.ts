import { uploadPictures } from '@/lib/api/staff-talents';
import { picturesUploadRoute } from '@/lib/staff/pictures-upload-route';
import { staffUploads } from '@/lib/staff/uploads';

/** The pictures form of a talent's editor: a gallery's new pictures, or the cover. */
export const POST = picturesUploadRoute(staffUploads.talentPictures, {
  unknown: 'No such talent.',
  fields: ['gallery'],
  upload: uploadPictures,
});
