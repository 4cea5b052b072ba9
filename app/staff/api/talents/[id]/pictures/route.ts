import { uploadPictures } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { picturesUploadRoute } from '@/lib/staff/pictures-upload-route';

/** The pictures form of a talent's editor: a gallery's new pictures, or the cover. */
export const POST = picturesUploadRoute({
  unknown: 'No such talent.',
  fields: ['gallery'],
  upload: uploadPictures,
  back: (id, outcome) => {
    const done = outcome === 'added' ? 'pictures' : outcome === 'none' ? 'nopictures' : outcome;
    return `${staffPaths.talent(id)}?done=${done}#pictures`;
  },
});
