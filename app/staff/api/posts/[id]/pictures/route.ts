import { ApiError } from '@/lib/api';
import { isSignedOut } from '@/lib/api/staff';
import { uploadPostPicture } from '@/lib/api/staff-posts';
import { backTo, staffError, staffUpload } from '@/lib/staff/route-answers';
import { idOf } from '@/lib/staff/subject';
import { staffUploads, type PostPictureOutcome } from '@/lib/staff/uploads';

type Props = { params: Promise<{ id: string }> };

/** The post's cover or thumbnail, from a plain form; back to the editor, saying what became of it. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const read = await staffUpload(request, staffUploads.postPicture, {
    id: idOf((await params).id),
    unknown: 'No such post.',
  });
  if ('refusal' in read) return read.refusal;
  const { form, session, id } = read;
  const picture = form.get('picture');
  const file = form.get('file');
  const back = (done: PostPictureOutcome) => backTo(staffUploads.postPicture.back(id, done));
  if (typeof file === 'string' || !file || file.size === 0) return back('nopictures');
  const upload = new FormData();
  upload.set('picture', typeof picture === 'string' ? picture : '');
  upload.set('file', file, file.name);
  try {
    await uploadPostPicture(session, id, upload);
    return back('pictures');
  } catch (error) {
    if (isSignedOut(error)) return staffError(401, 'Your staff session has ended; sign in again.');
    if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
      return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
    }
    if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such post.');
    throw error;
  }
}
