import { ApiError } from '@/lib/api';
import { deletePost } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** Deletes a news post with its pictures, once the box saying it cannot be undone is ticked. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such post.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  if (read.form.get('confirm') !== 'yes') return backTo(`${staffPaths.post(id)}?done=confirm`);
  return withSession(async (session) => {
    try {
      await deletePost(session, id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return backTo(`${staffPaths.news}?done=deleted`);
  });
}
