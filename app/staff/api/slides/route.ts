import { addSlide } from '@/lib/api/staff-slides';
import { slideTypes } from '@/lib/contract/slide-input';
import { namedFiles, staffUpload } from '@/lib/staff/route-handler';
import { staffUploads } from '@/lib/staff/uploads';

/**
 * The add-a-slide forms of the slides page (one per slider): a picture slide's phone and desktop pictures,
 * or a video slide's video and the picture shown until it plays, with the text saying what it shows.
 */
export const POST = staffUpload(staffUploads.slides, {
  unknown: 'Not found.',
  fields: ['type', 'kind', 'alt'],
  files: namedFiles('mobile', 'desktop', 'video', 'poster'),
  section: (form) => slideTypes.find((known) => known === form.get('type')) ?? 'slides',
  send: (session, _id, form) => addSlide(session, form),
});
