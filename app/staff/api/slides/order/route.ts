import { orderSlides } from '@/lib/api/staff-slides';
import { slideOrderSchema } from '@/lib/contract/slide-input';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';

/** A slider's new order, sent by the slides page when a slide is dropped or moved with the keyboard. */
export async function POST(request: Request): Promise<Response> {
  const read = await staffJson(request, slideOrderSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await orderSlides(session, read.data.type, read.data.order);
      return new Response(null, { status: 204, headers: staffAnswerHeaders });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
