import { ApiError } from '@/lib/api';
import { removeVideo } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string; video: string }> };

/** Removes one video of a talent, and goes back to the editor's videos. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const given = await params;
  const id = idOf(given.id);
  const video = idOf(given.video);
  if (id === null || video === null) return staffError(404, 'No such video.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await removeVideo(session, id, video);
    } catch (error) {
      // Removed meanwhile: what was asked is done.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return backTo(`${staffPaths.talent(id)}?done=videoremoved#videos`);
  });
}
