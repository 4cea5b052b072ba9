import { ApiError } from '@/lib/api';
import { addVideo } from '@/lib/api/staff-talents';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

/** The editor's add-a-video form (works without a script): a YouTube or Vimeo link, read by the backend. */
export const POST = staffAction(
  { body: 'form', path: idsOf('id'), unknown: 'No such talent.' },
  async ({ session, path: { id }, input }) => {
    const back = (done: string) => backTo(`${staffPaths.talent(id)}?done=${done}#videos`);
    const link = input.get('link')?.trim() ?? '';
    if (link === '') return back('videolink');
    try {
      await addVideo(session, id, link);
      return back('video');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        return back(error.fieldErrors.link?.[0] === 'too_many' ? 'videomany' : 'videolink');
      }
      throw error;
    }
  },
);
