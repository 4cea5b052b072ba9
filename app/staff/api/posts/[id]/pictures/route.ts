import { uploadPostPicture } from '@/lib/api/staff-posts';
import { namedFiles, staffUpload } from '@/lib/staff/route-handler';
import { staffUploads } from '@/lib/staff/uploads';

/** The post's cover or thumbnail (the form's `picture` says which), from a plain form. */
export const POST = staffUpload(staffUploads.postPicture, {
  unknown: 'No such post.',
  fields: ['picture'],
  files: namedFiles('file'),
  send: uploadPostPicture,
});
