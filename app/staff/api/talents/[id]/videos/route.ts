import { ApiError } from '@/lib/api';
import { addVideo } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** The editor's add-a-video form (works without a script): a YouTube or Vimeo link, read by the backend. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such talent.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  const back = (done: string) => backTo(`${staffPaths.talent(id)}?done=${done}#videos`);
  const link = read.form.get('link')?.trim() ?? '';
  if (link === '') return back('videolink');
  return withSession(async (session) => {
    try {
      await addVideo(session, id, link);
      return back('video');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        return back(error.fieldErrors.link?.[0] === 'too_many' ? 'videomany' : 'videolink');
      }
      if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such talent.');
      throw error;
    }
  });
}
