import { ApiError } from '@/lib/api';
import { uploadPostPicture } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffUpload } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** One picture of 8 MB at most, with the form's framing. */
const MAX_UPLOAD_BYTES = 8 * 1024 * 1024 + 64 * 1024;

/** The post's cover or thumbnail, from a plain form; back to the editor, saying what became of it. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such post.');
  const read = await staffUpload(request, MAX_UPLOAD_BYTES);
  if ('refusal' in read) return read.refusal;
  const picture = read.form.get('picture');
  const file = read.form.get('file');
  const back = (done: string) => backTo(`${staffPaths.post(id)}?done=${done}#pictures`);
  if (typeof file === 'string' || !file || file.size === 0) return back('nopictures');
  const upload = new FormData();
  upload.set('picture', typeof picture === 'string' ? picture : '');
  upload.set('file', file, file.name);
  return withSession(async (session) => {
    try {
      await uploadPostPicture(session, id, upload);
      return back('pictures');
    } catch (error) {
      if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
        return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
      }
      if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such post.');
      throw error;
    }
  });
}
