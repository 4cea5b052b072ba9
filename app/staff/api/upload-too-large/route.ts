import { staffSession } from '@/lib/api/staff';
import { backTo, refusal, sessionOver } from '@/lib/staff/gate';
import { withSession } from '@/lib/staff/route-handler';
import { tooLargeBack } from '@/lib/staff/uploads';

/**
 * A staff upload nginx refused as larger than its route's bound, before the site saw a byte of it
 * (deploy/upload-limits.conf): nginx asks here, without the body, where the member goes. A live session is
 * sent back to the form's page with the `size` reason, as the route itself does with a body it will not
 * read; anyone else gets 401, as from the route.
 */
export function GET(request: Request) {
  return withSession(request, 'No such upload.', async (session) => {
    if (!(await staffSession(session))) return refusal(request, 401, sessionOver);
    const back = tooLargeBack(new URL(request.url).searchParams.get('upload') ?? '');
    return back ? backTo(back) : refusal(request, 404, 'No such upload.');
  });
}
