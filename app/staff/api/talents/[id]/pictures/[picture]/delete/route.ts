import { ApiError } from '@/lib/api';
import { removePicture } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string; picture: string }> };

/** Removes one picture of a talent with its file, and goes back to the editor's pictures. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const given = await params;
  const id = idOf(given.id);
  const picture = idOf(given.picture);
  if (id === null || picture === null) return staffError(404, 'No such picture.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await removePicture(session, id, picture);
    } catch (error) {
      // Removed meanwhile: what was asked is done.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return backTo(`${staffPaths.talent(id)}?done=removed#pictures`);
  });
}
