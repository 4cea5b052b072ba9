import { ApiError } from '@/lib/api';
import { isSignedOut } from '@/lib/api/staff';
import { addSlide } from '@/lib/api/staff-slides';
import { slideTypes } from '@/lib/contract/slide-input';
import { backTo, staffError, staffUpload } from '@/lib/staff/route-answers';
import { staffUploads, type SlideOutcome } from '@/lib/staff/uploads';

const fileFields = ['mobile', 'desktop', 'video', 'poster'] as const;

/**
 * The add-a-slide forms of the slides page (they work without a script): the fields and files go on to the
 * backend, which checks each file by its bytes; back to the page, saying what became of them.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await staffUpload(request, staffUploads.slides);
  if ('refusal' in read) return read.refusal;
  const text = (name: string) => {
    const value = read.form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const type = slideTypes.find((known) => known === text('type')) ?? 'slides';
  const back = (done: SlideOutcome) => backTo(staffUploads.slides.back(0, done, type));
  const upload = new FormData();
  for (const name of ['type', 'kind', 'alt']) upload.set(name, text(name));
  for (const name of fileFields) {
    const file = read.form.get(name);
    if (file && typeof file !== 'string' && file.size > 0) upload.set(name, file, file.name);
  }
  try {
    await addSlide(read.session, upload);
    return back('added');
  } catch (error) {
    if (isSignedOut(error)) return staffError(401, 'Your staff session has ended; sign in again.');
    // What the staff member can mend: a missing text or file, a file that is not what it claims, too large.
    if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
      return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'missing');
    }
    throw error;
  }
}
