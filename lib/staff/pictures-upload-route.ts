import 'server-only';
import { ApiError } from '@/lib/api';
import { isSignedOut } from '@/lib/api/staff';
import { backTo, staffError, staffUpload } from './route-answers';
import { idOf } from './subject';
import type { StaffUploadRoute, UploadOutcome } from './uploads';

/**
 * The route handler of a form of pictures (a talent's gallery, a post's slides) that works without a
 * script: its files (field `pictures`) and its `fields` go on to the backend, which checks each file by its
 * bytes; then back to the editor, saying what became of them. The session and the body's size are checked
 * before the body is read (`staffUpload`).
 */
export function picturesUploadRoute(
  route: StaffUploadRoute<UploadOutcome>,
  what: {
    /** The 404's message when the path names no id. */
    unknown: string;
    /** The form's text fields the backend takes beside the files. */
    fields?: readonly string[];
    upload: (session: string, id: number, form: FormData) => Promise<unknown>;
  },
) {
  return async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const read = await staffUpload(request, route, { id: idOf((await params).id), unknown: what.unknown });
    if ('refusal' in read) return read.refusal;
    const { id } = read;
    const upload = new FormData();
    for (const name of what.fields ?? []) {
      const value = read.form.get(name);
      upload.set(name, typeof value === 'string' ? value : '');
    }
    let count = 0;
    for (const file of read.form.getAll('pictures')) {
      if (typeof file === 'string' || file.size === 0) continue;
      upload.set(`picture_${(count += 1)}`, file, file.name);
    }
    const back = (outcome: UploadOutcome) => backTo(route.back(id, outcome));
    if (count === 0) return back('none');
    try {
      await what.upload(read.session, id, upload);
      return back('added');
    } catch (error) {
      if (isSignedOut(error)) return staffError(401, 'Your staff session has ended; sign in again.');
      // What the staff member can mend: a file that is no picture, too large, too many, a second cover.
      if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
        return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
      }
      if (error instanceof ApiError && error.status === 404) return staffError(404, what.unknown);
      throw error;
    }
  };
}
