import { ApiError } from '@/lib/api';
import { deleteSlide } from '@/lib/api/staff-slides';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** Removes one slide with the files sent for it, and goes back to the slides page. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such slide.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await deleteSlide(session, id);
    } catch (error) {
      // Removed meanwhile: what was asked is done.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return backTo(`${staffPaths.slides}?done=removed`);
  });
}
