import 'server-only';
import { ApiError } from '@/lib/api';
import { backTo, staffError, staffUpload } from './route-answers';
import { withSession } from './session-route';
import { idOf } from './subject';

/** At most 10 pictures of 8 MB each, with the form's framing: the backend's own bound. */
const MAX_UPLOAD_BYTES = 10 * 8 * 1024 * 1024 + 64 * 1024;

/** What became of an upload, for the page it goes back to. */
export type UploadOutcome = 'added' | 'none' | 'type' | 'size' | 'invalid';

/**
 * The route handler of a form of pictures (a talent's gallery, a post's slides) that works without a
 * script: its files (field `pictures`) and its `fields` go on to the backend, which checks each file by its
 * bytes; then back to the editor, saying what became of them.
 */
export function picturesUploadRoute(what: {
  /** The 404's message when the path names no id. */
  unknown: string;
  /** The form's text fields the backend takes beside the files. */
  fields?: readonly string[];
  upload: (session: string, id: number, form: FormData) => Promise<unknown>;
  back: (id: number, outcome: UploadOutcome) => string;
}) {
  return async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const id = idOf((await params).id);
    if (id === null) return staffError(404, what.unknown);
    const read = await staffUpload(request, MAX_UPLOAD_BYTES);
    if ('refusal' in read) return read.refusal;
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
    const back = (outcome: UploadOutcome) => backTo(what.back(id, outcome));
    if (count === 0) return back('none');
    return withSession(async (session) => {
      try {
        await what.upload(session, id, upload);
        return back('added');
      } catch (error) {
        // What the staff member can mend: a file that is no picture, too large, too many, a second cover.
        if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
          return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
        }
        if (error instanceof ApiError && error.status === 404) return staffError(404, what.unknown);
        throw error;
      }
    });
  };
}
