import { z } from 'zod';
import { orderPostSlides } from '@/lib/api/staff-posts';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffError, staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

const orderSchema = z.object({ order: z.array(z.number().int().min(1)).max(500) });

/** A post's slides in their new order, sent by the editor when one is dropped or moved with the keyboard. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such post.');
  const read = await staffJson(request, orderSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await orderPostSlides(session, id, read.data.order);
      return new Response(null, { status: 204, headers: staffAnswerHeaders });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
