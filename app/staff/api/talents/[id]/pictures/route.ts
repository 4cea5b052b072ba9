import { ApiError } from '@/lib/api';
import { uploadPictures } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffUpload } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** At most 10 pictures of 8 MB each, with the form's framing: the backend's own bound. */
const MAX_UPLOAD_BYTES = 10 * 8 * 1024 * 1024 + 64 * 1024;

/**
 * The pictures form of the editor (works without a script): the files go on to the backend, which checks
 * each by its bytes; back to the editor, saying what became of them.
 */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such talent.');
  const read = await staffUpload(request, MAX_UPLOAD_BYTES);
  if ('refusal' in read) return read.refusal;
  const upload = new FormData();
  const gallery = read.form.get('gallery');
  upload.set('gallery', typeof gallery === 'string' ? gallery : '');
  let count = 0;
  for (const file of read.form.getAll('pictures')) {
    if (typeof file === 'string' || file.size === 0) continue;
    upload.set(`picture_${(count += 1)}`, file, file.name);
  }
  const back = (done: string) => backTo(`${staffPaths.talent(id)}?done=${done}#pictures`);
  if (count === 0) return back('nopictures');
  return withSession(async (session) => {
    try {
      await uploadPictures(session, id, upload);
      return back('pictures');
    } catch (error) {
      // What the staff member can mend: a file that is no picture, too large, too many, a second cover.
      if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
        return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
      }
      if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such talent.');
      throw error;
    }
  });
}
